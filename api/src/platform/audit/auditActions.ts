/**
 * Every action the audit log records. The staff audit screen turns each into a sentence in both
 * languages, and its test reads this list: a new action without a sentence fails
 * (web/app/features/staff/audit/auditSentences.test.ts). Dotted like the permission that allowed it.
 */
export const AUDIT_ACTIONS = [
  'bans.game.issue',
  'bans.game.lift',
  'economy.adjust',
  'economy.refund',
  'groups.create',
  'groups.edit',
  'groups.members.add',
  'groups.members.remove',
  'launcher.clients.publish',
  'launcher.clients.rollback',
  'players.bans.ban',
  'players.bans.lift',
  'players.sessions.end',
  'players.twoFactor.reset',
  'redirects.delete',
  'redirects.save',
  'referralAliases.delete',
  'referralAliases.save',
  'servers.create',
  'servers.hide',
  'servers.order',
  'servers.rcon.remove',
  'servers.rcon.set',
  'servers.retire',
  'servers.show',
  'servers.statusAddress',
  'servers.token.rotate',
  'servers.update',
  'settings.defaults',
  'settings.payments',
  'settings.rewards',
  'settings.social',
  'store.deliveries.markDelivered',
  'store.deliveries.resend',
  'store.wipes.cancel',
  'store.wipes.schedule',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
