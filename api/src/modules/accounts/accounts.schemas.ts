import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const AvatarOrSkin = Type.Object(
  {
    id: Type.Integer(),
    extension: Type.String(),
    type: Type.String({ description: "'SKIN' when the head is cut from the skin, else an uploaded avatar" }),
  },
  { $id: 'AvatarOrSkin', title: 'AvatarOrSkin' },
);

export const CurrentUser = Type.Object(
  {
    id: Type.Integer(),
    login: Type.String(),
    avatarOrSkin: Type.Union([ref(AvatarOrSkin), Type.Null()]),
  },
  { $id: 'CurrentUser', title: 'CurrentUser' },
);

export const BanState = Type.Object(
  { isBanned: Type.Boolean(), unbanPrice: Type.Number() },
  { $id: 'BanState', title: 'BanState' },
);

export const Region = stringEnum(['russia', 'global'], 'Region');

/** docs/product.md#accounts: the region stored for the account; it wins over the configured and the detected one. */
export const RegionChoice = Type.Object(
  {
    region: ref(Region),
    fixed: Type.Boolean({ description: 'Chosen explicitly by the player' }),
  },
  { $id: 'RegionChoice', title: 'RegionChoice', additionalProperties: false },
);

export const Managers = Type.Object({ ban: ref(BanState) }, { $id: 'Managers', title: 'Managers' });

const PermissionTreeSchema = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'Dotted permission tree (docs/product.md#permissions): { web: { documents: { create: true } } }',
});

const authStateProperties = {
  data: ref(CurrentUser),
  permissions: PermissionTreeSchema,
  preferredServer: Type.Union([Type.String(), Type.Null()]),
  coins: Type.Integer({ description: 'Site coins' }),
  balance: Type.Number({ description: 'Balance in rubles' }),
  managers: ref(Managers),
  region: Type.Union([ref(RegionChoice), Type.Null()], { description: 'Null: no region stored' }),
};

/** docs/product.md#accounts auth response: the signed-in state plus the credentials that carry it. */
export const AuthResponse = Type.Object(
  {
    ...authStateProperties,
    accessId: Type.String(),
    accessToken: Type.String({ description: '256 random bits; the api keeps only its hash' }),
  },
  { $id: 'AuthResponse', title: 'AuthResponse' },
);

/** The cabinet's view of the account: the auth state without credentials, plus account facts. */
export const Cabinet = Type.Object(
  {
    ...authStateProperties,
    email: Type.Union([Type.String(), Type.Null()]),
    emailVerified: Type.Boolean(),
    hasPassword: Type.Boolean(),
    groups: Type.Array(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Cabinet', title: 'Cabinet' },
);

const ClientDescription = {
  browser: Type.Optional(Type.String({ maxLength: 200, description: 'e.g. "Firefox 140"' })),
  system: Type.Optional(Type.String({ maxLength: 200, description: 'e.g. "Windows 11"' })),
};

export const LoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 254, description: 'Nickname or email' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    recaptcha: Type.Optional(Type.String({ maxLength: 2000, description: 'Captcha token' })),
    ...ClientDescription,
  },
  { $id: 'LoginBody', title: 'LoginBody' },
);

export const LauncherLoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    recaptcha: Type.Optional(Type.String({ maxLength: 2000 })),
    systemData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { $id: 'LauncherLoginBody', title: 'LauncherLoginBody' },
);

export const RegisterBody = Type.Object(
  {
    login: Type.String({ maxLength: 64 }),
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 256 }),
    passwordConfirmation: Type.String({ maxLength: 256 }),
    acceptOffer: Type.Boolean(),
    acceptPrivacy: Type.Boolean(),
    acceptRules: Type.Boolean(),
    recaptcha: Type.Optional(Type.String({ maxLength: 2000 })),
    referralCode: Type.Optional(Type.String({ maxLength: 32 })),
    ...ClientDescription,
  },
  { $id: 'RegisterBody', title: 'RegisterBody' },
);

export const ValidationBody = Type.Object(
  {
    login: Type.Optional(Type.String({ maxLength: 64 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    password: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { $id: 'ValidationBody', title: 'ValidationBody', description: 'Exactly one of the fields' },
);

export const ValidationResult = Type.Object(
  {
    field: Type.Enum(['login', 'email', 'password'], { type: 'string' }),
    valid: Type.Boolean(),
    message: Type.Union([Type.String(), Type.Null()], { description: 'Why not, in the request language' }),
  },
  { $id: 'ValidationResult', title: 'ValidationResult' },
);

export const LegacyTokenBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: 64 }) },
  { $id: 'LegacyTokenBody', title: 'LegacyTokenBody' },
);

export const ConfirmEmailBody = Type.Object(
  { code: Type.String({ maxLength: 200 }) },
  { $id: 'ConfirmEmailBody', title: 'ConfirmEmailBody' },
);

export const Done = Type.Object({ success: Type.Boolean() }, { $id: 'Done', title: 'Done' });

export const SessionInfo = Type.Object(
  {
    id: Type.String(),
    source: Type.Enum(['site', 'launcher', 'game'], { type: 'string' }),
    active: Type.Boolean(),
    current: Type.Boolean(),
    userAgent: Type.Union([Type.String(), Type.Null()]),
    browser: Type.Union([Type.String(), Type.Null()]),
    system: Type.Union([Type.String(), Type.Null()]),
    ip: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'SessionInfo', title: 'SessionInfo' },
);

export const SessionList = Type.Object(
  { sessions: Type.Array(ref(SessionInfo)) },
  { $id: 'SessionList', title: 'SessionList' },
);

export const Privacy = Type.Object({ hideLastOnline: Type.Boolean() }, { $id: 'Privacy', title: 'Privacy' });

export const accountSchemas = [
  AvatarOrSkin,
  CurrentUser,
  BanState,
  Managers,
  AuthResponse,
  Cabinet,
  LoginBody,
  LauncherLoginBody,
  RegisterBody,
  ValidationBody,
  ValidationResult,
  LegacyTokenBody,
  Done,
  ConfirmEmailBody,
  SessionInfo,
  SessionList,
  Privacy,
  Region,
  RegionChoice,
];

export type AuthResponseBody = Static<typeof AuthResponse>;
export type CabinetBody = Static<typeof Cabinet>;
