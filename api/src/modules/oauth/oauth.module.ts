import { Type } from 'typebox';

import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { oauthRoutes } from './oauth.routes.js';
import { oauthSchemas } from './oauth.schemas.js';
import { OauthService } from './oauth.service.js';
import {
  OAUTH_DEFAULT_URLS,
  type OAuth2ProviderConfig,
  type OAuth2ProviderName,
  type OauthConfig,
  type OauthProviderName,
} from './oauthConfig.js';
import { OauthAccountsRepository } from './oauthAccounts.repository.js';
import { OAuth2Provider } from './providers/OAuth2Provider.js';
import type { OauthProvider } from './providers/OauthProvider.js';
import { SteamProvider } from './providers/SteamProvider.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** The linked accounts a player shows on the public profile (docs/product.md#oauth). */
    accountLinks: Pick<OauthService, 'shownOnProfile'>;
  }
}

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    oauth: OauthConfig;
  }
}

const url = () => Type.Optional(Type.String({ pattern: '^https?://' }));

/** An OAuth 2.0 provider is on when its client id is set; its addresses default to the real ones. */
function oauthProvider(
  name: OAuth2ProviderName,
  clientId: string | undefined,
  clientSecret: string | undefined,
  urls: { authorizeUrl: string | undefined; tokenUrl: string | undefined; userinfoUrl: string | undefined },
): OAuth2ProviderConfig | undefined {
  if (!clientId) return undefined;
  const defaults = OAUTH_DEFAULT_URLS[name];
  return {
    clientId,
    clientSecret,
    authorizeUrl: urls.authorizeUrl ?? defaults.authorizeUrl,
    tokenUrl: urls.tokenUrl ?? defaults.tokenUrl,
    userinfoUrl: urls.userinfoUrl ?? defaults.userinfoUrl,
  };
}

const oauthEnv = envSlice({
  variables: {
    OAUTH_GOOGLE_CLIENT_ID: Type.Optional(Type.String()),
    OAUTH_GOOGLE_CLIENT_SECRET: Type.Optional(Type.String()),
    OAUTH_GOOGLE_AUTHORIZE_URL: url(),
    OAUTH_GOOGLE_TOKEN_URL: url(),
    OAUTH_GOOGLE_USERINFO_URL: url(),
    OAUTH_YANDEX_CLIENT_ID: Type.Optional(Type.String()),
    OAUTH_YANDEX_CLIENT_SECRET: Type.Optional(Type.String()),
    OAUTH_YANDEX_AUTHORIZE_URL: url(),
    OAUTH_YANDEX_TOKEN_URL: url(),
    OAUTH_YANDEX_USERINFO_URL: url(),
    OAUTH_VKID_CLIENT_ID: Type.Optional(Type.String()),
    OAUTH_VKID_CLIENT_SECRET: Type.Optional(Type.String()),
    OAUTH_VKID_AUTHORIZE_URL: url(),
    OAUTH_VKID_TOKEN_URL: url(),
    OAUTH_VKID_USERINFO_URL: url(),
    OAUTH_STEAM_ENABLED: Type.Optional(Type.Boolean()),
    OAUTH_STEAM_OPENID_URL: url(),
    OAUTH_DISCORD_CLIENT_ID: Type.Optional(Type.String()),
    OAUTH_DISCORD_CLIENT_SECRET: Type.Optional(Type.String()),
    OAUTH_DISCORD_AUTHORIZE_URL: url(),
    OAUTH_DISCORD_TOKEN_URL: url(),
    OAUTH_DISCORD_USERINFO_URL: url(),
    OAUTH_YOUTUBE_CLIENT_ID: Type.Optional(Type.String()),
    OAUTH_YOUTUBE_CLIENT_SECRET: Type.Optional(Type.String()),
    OAUTH_YOUTUBE_AUTHORIZE_URL: url(),
    OAUTH_YOUTUBE_TOKEN_URL: url(),
    OAUTH_YOUTUBE_CHANNELS_URL: url(),
  },
  settings: (env) => ({
    oauth: {
      google: oauthProvider('google', env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_GOOGLE_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_GOOGLE_TOKEN_URL,
        userinfoUrl: env.OAUTH_GOOGLE_USERINFO_URL,
      }),
      yandex: oauthProvider('yandex', env.OAUTH_YANDEX_CLIENT_ID, env.OAUTH_YANDEX_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_YANDEX_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_YANDEX_TOKEN_URL,
        userinfoUrl: env.OAUTH_YANDEX_USERINFO_URL,
      }),
      vkid: oauthProvider('vkid', env.OAUTH_VKID_CLIENT_ID, env.OAUTH_VKID_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_VKID_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_VKID_TOKEN_URL,
        userinfoUrl: env.OAUTH_VKID_USERINFO_URL,
      }),
      steam: env.OAUTH_STEAM_ENABLED
        ? { openidUrl: env.OAUTH_STEAM_OPENID_URL ?? OAUTH_DEFAULT_URLS.steam.openidUrl }
        : undefined,
      discord: oauthProvider('discord', env.OAUTH_DISCORD_CLIENT_ID, env.OAUTH_DISCORD_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_DISCORD_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_DISCORD_TOKEN_URL,
        userinfoUrl: env.OAUTH_DISCORD_USERINFO_URL,
      }),
      youtube: oauthProvider('youtube', env.OAUTH_YOUTUBE_CLIENT_ID, env.OAUTH_YOUTUBE_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_YOUTUBE_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_YOUTUBE_TOKEN_URL,
        userinfoUrl: env.OAUTH_YOUTUBE_CHANNELS_URL,
      }),
    },
  }),
});

/** Sign-in and linking through identity providers; a provider without its client id is off. */
export const oauthModule = defineModule({
  name: 'oauth',
  schemas: oauthSchemas,
  env: oauthEnv,
  services: ({ db, clock, config, ports }) => {
    const providers: Partial<Record<OauthProviderName, OauthProvider>> = {};
    const settings = config.oauth;
    if (settings?.google) providers.google = new OAuth2Provider('google', settings.google);
    if (settings?.yandex) providers.yandex = new OAuth2Provider('yandex', settings.yandex);
    if (settings?.vkid) providers.vkid = new OAuth2Provider('vkid', settings.vkid);
    if (settings?.steam) providers.steam = new SteamProvider(settings.steam);
    if (settings?.discord) providers.discord = new OAuth2Provider('discord', settings.discord);
    if (settings?.youtube) providers.youtube = new OAuth2Provider('youtube', settings.youtube);
    const oauth = new OauthService({
      providers,
      accounts: ports.accounts,
      users: ports.users,
      links: new OauthAccountsRepository(db),
      flowTokens: ports.flowTokens,
      publicSiteUrl: config.publicSiteUrl,
      clock,
    });
    return { oauth, ports: { accountLinks: oauth } };
  },
  routes: {
    website: async (app, { oauth }) => {
      await app.register(oauthRoutes, { oauth });
    },
  },
});
