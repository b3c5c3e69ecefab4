/**
 * Every permission the product checks (docs/product.md#permissions dotted paths), in the order the staff tree editor shows
 * them. The site describes each in its `staff` catalogue (`permissions.<path>`); a test keeps the two
 * in step. A module that adds a check adds its path here.
 */
export const KNOWN_PERMISSIONS = [
  'web.documents.create',
  'web.documents.edit',
  'web.documents.delete',
  'web.rules.edit',
  'web.servers.manage',
  'web.team.member',
  'launcher.admin',
  'economy.view',
  'economy.adjust',
  'economy.refund',
  'store.manage',
  'looks.themes.gold',
  'looks.covers.abyss',
  'staff.audit.view',
  'staff.players.view',
  'staff.players.sessions',
  'staff.players.twoFactor',
  'staff.players.bans',
  'staff.groups.edit',
  'staff.groups.members',
  'staff.redirects.manage',
  'staff.bans.manage',
  'staff.settings.manage',
] as const;

export type KnownPermission = (typeof KNOWN_PERMISSIONS)[number];

/** The staff permissions, named once for the routes that check them. */
export const STAFF = {
  auditView: 'staff.audit.view',
  playersView: 'staff.players.view',
  playersSessions: 'staff.players.sessions',
  playersTwoFactor: 'staff.players.twoFactor',
  playersBans: 'staff.players.bans',
  groupsEdit: 'staff.groups.edit',
  groupsMembers: 'staff.groups.members',
  redirectsManage: 'staff.redirects.manage',
  bansManage: 'staff.bans.manage',
  settingsManage: 'staff.settings.manage',
} as const satisfies Record<string, KnownPermission>;
