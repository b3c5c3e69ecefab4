import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs each periodic job in the current period (platform/jobs/jobLeases.ts): one row per job name,
 * taken over by the first api replica that asks after `until`, so a job runs once per period however
 * many replicas share the database.
 */
export const jobLeases = pgTable('job_leases', {
  /** The job, e.g. `delivery.rconPush`. */
  name: text('name').primaryKey(),
  /** The process that won the current period: host name, process id and a random suffix. */
  holder: text('holder').notNull(),
  /** The end of the period the holder won; the next replica to ask afterwards takes the lease. */
  until: timestamp('until', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the holder took it (its run started then). */
  takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
});
