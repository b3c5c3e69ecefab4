import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log: every staff action, who did it to whom, when, from where, and what changed. Append-only:
 * the migration adds a trigger that refuses UPDATE and DELETE, so not even a bug in the api can rewrite
 * history. Actor and target are plain ids plus the nickname at the time (no foreign keys), so entries
 * outlive renamed or deleted accounts.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorLogin: text('actor_login'),
    // Dotted like the permission that allowed it: `players.sessions.end`, `economy.adjust`...
    action: text('action').notNull(),
    targetUserId: integer('target_user_id'),
    targetLogin: text('target_login'),
    // Anything that is not a player: `group:3`, `server:hitech`, `redirect:/old`.
    target: text('target'),
    ip: text('ip'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_actor_idx').on(table.actorId, table.id),
    index('audit_entries_target_user_idx').on(table.targetUserId, table.id),
    index('audit_entries_action_idx').on(table.action, table.id),
  ],
);
