import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';
import { playerRecordSchemas } from './playerRecords.schemas.js';

const moment = Type.String({ format: 'date-time' });
const maybeMoment = Type.Union([moment, Type.Null()]);
const maybeText = Type.Union([Type.String(), Type.Null()]);
const named = (name: string) => ({ $id: name, title: name });
const input = (name: string) => ({ ...named(name), additionalProperties: false });

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    at: moment,
    actorLogin: maybeText,
    action: Type.String(),
    targetLogin: maybeText,
    target: maybeText,
    ip: maybeText,
    before: Type.Union([Type.String(), Type.Null()], { description: 'JSON of the state before' }),
    after: Type.Union([Type.String(), Type.Null()], { description: 'JSON of the state after' }),
  },
  named('AuditEntry'),
);

export const AuditPage = Type.Object(
  { entries: Type.Array(ref(AuditEntry)), hasMore: Type.Boolean() },
  named('AuditPage'),
);

export const StaffPlayerSummary = Type.Object(
  {
    id: Type.Integer(),
    login: Type.String(),
    email: maybeText,
    createdAt: moment,
    lastOnlineAt: maybeMoment,
  },
  named('StaffPlayerSummary'),
);

export const StaffPlayerList = Type.Object(
  { players: Type.Array(ref(StaffPlayerSummary)) },
  named('StaffPlayerList'),
);

export const StaffSession = Type.Object(
  {
    id: Type.String(),
    source: Type.String(),
    browser: maybeText,
    system: maybeText,
    ip: maybeText,
    createdAt: moment,
    lastUsedAt: moment,
    active: Type.Boolean(),
  },
  named('StaffSession'),
);

export const StaffSignInMethod = Type.Object(
  { provider: Type.String(), displayName: maybeText, linkedAt: moment },
  named('StaffSignInMethod'),
);

export const StaffLedgerChange = Type.Object(
  { amount: Type.Integer(), currency: Type.String() },
  named('StaffLedgerChange'),
);

export const StaffLedgerMovement = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    at: moment,
    reason: maybeText,
    changes: Type.Array(ref(StaffLedgerChange)),
  },
  named('StaffLedgerMovement'),
);

export const SiteBan = Type.Object(
  {
    id: Type.Integer(),
    reason: Type.String(),
    bannedBy: maybeText,
    startsAt: moment,
    endsAt: maybeMoment,
    permanent: Type.Boolean(),
    active: Type.Boolean(),
    liftedAt: maybeMoment,
    liftedBy: maybeText,
    liftReason: maybeText,
  },
  named('SiteBan'),
);

export const StaffPlayer = Type.Object(
  {
    id: Type.Integer(),
    login: Type.String(),
    email: maybeText,
    emailVerified: Type.Boolean(),
    hasPassword: Type.Boolean(),
    registrationIp: maybeText,
    createdAt: moment,
    lastOnlineAt: maybeMoment,
    twoFactorType: Type.Integer({ description: '0 none, 1 Telegram, 2 VK (docs/product.md#staff)' }),
    twoFactorLinkedAt: maybeMoment,
    signInMethods: Type.Array(ref(StaffSignInMethod)),
    sessions: Type.Array(ref(StaffSession)),
    groups: Type.Array(Type.String()),
    balanceKopecks: Type.Integer(),
    coins: Type.Integer(),
    movements: Type.Array(ref(StaffLedgerMovement)),
    bans: Type.Array(ref(SiteBan)),
  },
  named('StaffPlayer'),
);

export const EndedSessions = Type.Object({ ended: Type.Integer() }, named('EndedSessions'));

export const TwoFactorReset = Type.Object(
  { reset: Type.Boolean({ description: 'False when the player had no second factor' }) },
  named('TwoFactorReset'),
);

export const StaffReasonInput = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }) },
  input('StaffReasonInput'),
);

export const SiteBanInput = Type.Object(
  {
    reason: Type.String({ minLength: 3, maxLength: 500 }),
    days: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()], {
        description: 'Length in days; give either this or forever',
      }),
    ),
    forever: Type.Optional(
      Type.Boolean({ description: 'True bans permanently; an empty duration is refused, never forever' }),
    ),
  },
  input('SiteBanInput'),
);

export const StaffGroup = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    permissions: Type.Array(Type.String(), { description: 'Dotted paths that the group grants' }),
    members: Type.Integer(),
  },
  named('StaffGroup'),
);

export const StaffGroupList = Type.Object(
  {
    groups: Type.Array(ref(StaffGroup)),
    known: Type.Array(Type.String(), { description: 'Every permission the product checks' }),
    held: Type.Array(Type.String(), { description: 'The known permissions the caller holds (may grant)' }),
  },
  named('StaffGroupList'),
);

export const StaffGroupInput = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 32, pattern: '^[a-z0-9_-]+$' }),
    permissions: Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.]+$' }), {
      maxItems: 200,
    }),
  },
  input('StaffGroupInput'),
);

export const StaffGroupMembers = Type.Object(
  { members: Type.Array(ref(StaffPlayerSummary)) },
  named('StaffGroupMembers'),
);

export const StaffGroupMemberInput = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: 64 }) },
  input('StaffGroupMemberInput'),
);

export const StaffReferralAlias = Type.Object(
  { alias: Type.String(), code: Type.String() },
  named('StaffReferralAlias'),
);

export const ReferralAliasList = Type.Object(
  { items: Type.Array(ref(StaffReferralAlias)) },
  named('ReferralAliasList'),
);

export const ReferralAliasInput = Type.Object(
  {
    alias: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  input('ReferralAliasInput'),
);

export const Deleted = Type.Object({ deleted: Type.Boolean() }, named('StaffDeleted'));

export type StaffPlayer = Static<typeof StaffPlayer>;
export type SiteBan = Static<typeof SiteBan>;
export type SiteBanInput = Static<typeof SiteBanInput>;
export type StaffGroup = Static<typeof StaffGroup>;

export const staffSchemas = [
  ...playerRecordSchemas,
  AuditEntry,
  AuditPage,
  StaffPlayerSummary,
  StaffPlayerList,
  StaffSession,
  StaffSignInMethod,
  StaffLedgerChange,
  StaffLedgerMovement,
  SiteBan,
  StaffPlayer,
  EndedSessions,
  TwoFactorReset,
  StaffReasonInput,
  SiteBanInput,
  StaffGroup,
  StaffGroupList,
  StaffGroupInput,
  StaffGroupMembers,
  StaffGroupMemberInput,
  StaffReferralAlias,
  ReferralAliasList,
  ReferralAliasInput,
  Deleted,
];
