import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';
import { AuthResponse } from '../accounts/index.js';
import { oauthProviderNames } from './oauthConfig.js';

export const ProviderParams = Type.Object({
  provider: Type.Enum([...oauthProviderNames], { type: 'string' }),
});

export const OauthProviders = Type.Object(
  {
    providers: Type.Array(Type.String(), {
      description: 'vkid, steam, google, yandex: the ways to sign in that are set up',
    }),
  },
  { $id: 'OauthProviders', title: 'OauthProviders' },
);

export const OauthStartBody = Type.Object(
  {
    purpose: Type.Enum(['login', 'link'], { type: 'string' }),
    returnTo: Type.Optional(Type.String({ maxLength: 500, pattern: '^/(?!/)' })),
  },
  { $id: 'OauthStartBody', title: 'OauthStartBody' },
);

export const OauthStart = Type.Object({ url: Type.String() }, { $id: 'OauthStart', title: 'OauthStart' });

export const OauthCallbackBody = Type.Object(
  {
    state: Type.String({ maxLength: 200 }),
    code: Type.Optional(Type.String({ maxLength: 2000 })),
    deviceId: Type.Optional(Type.String({ maxLength: 500, description: 'VK ID: device_id of the callback' })),
    openid: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Steam: every openid.* parameter of the callback',
      }),
    ),
  },
  { $id: 'OauthCallbackBody', title: 'OauthCallbackBody' },
);

export const OauthResult = Type.Object(
  {
    kind: Type.Enum(['signed-in', 'linked', 'register'], { type: 'string' }),
    auth: Type.Optional(ref(AuthResponse)),
    token: Type.Optional(Type.String({ description: 'register: the token the nickname form sends back' })),
    suggestedLogin: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    returnTo: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'OauthResult', title: 'OauthResult' },
);

export const OauthRegisterBody = Type.Object(
  { token: Type.String({ maxLength: 200 }), login: Type.String({ maxLength: 64 }) },
  { $id: 'OauthRegisterBody', title: 'OauthRegisterBody' },
);

export const LinkedProvider = Type.Object(
  {
    provider: Type.String(),
    enabled: Type.Boolean(),
    signIn: Type.Boolean({ description: 'A way to sign in; false for the link-only Discord and YouTube' }),
    linked: Type.Boolean(),
    displayName: Type.Union([Type.String(), Type.Null()]),
    linkedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    canShowOnProfile: Type.Boolean({ description: 'The service has a public page a profile may link to' }),
    shownOnProfile: Type.Boolean(),
    url: Type.Union([Type.String(), Type.Null()], { description: 'The linked account’s public page' }),
  },
  { $id: 'LinkedProvider', title: 'LinkedProvider' },
);

export const CabinetAuthorization = Type.Object(
  { hasPassword: Type.Boolean(), hasEmail: Type.Boolean(), providers: Type.Array(ref(LinkedProvider)) },
  { $id: 'CabinetAuthorization', title: 'CabinetAuthorization' },
);

export const AuthorizationUpdateBody = Type.Object(
  {
    provider: Type.Enum([...oauthProviderNames], { type: 'string' }),
    shownOnProfile: Type.Boolean(),
  },
  { $id: 'AuthorizationUpdateBody', title: 'AuthorizationUpdateBody' },
);

export const oauthSchemas = [
  OauthProviders,
  OauthStartBody,
  OauthStart,
  OauthCallbackBody,
  OauthResult,
  OauthRegisterBody,
  LinkedProvider,
  CabinetAuthorization,
  AuthorizationUpdateBody,
];
