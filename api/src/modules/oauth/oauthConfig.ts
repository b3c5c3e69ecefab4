export const oauthProviderNames = ['vkid', 'steam', 'google', 'yandex'] as const;
export type OauthProviderName = (typeof oauthProviderNames)[number];

export interface OAuth2ProviderConfig {
  clientId: string;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface SteamConfig {
  /** Steam's OpenID 2.0 endpoint (checkid_setup and check_authentication). */
  openidUrl: string;
}

/** A provider is on when its client id (Steam: OAUTH_STEAM_ENABLED) is configured. */
export interface OauthConfig {
  google: OAuth2ProviderConfig | undefined;
  yandex: OAuth2ProviderConfig | undefined;
  vkid: OAuth2ProviderConfig | undefined;
  steam: SteamConfig | undefined;
}

export const OAUTH_DEFAULT_URLS = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  yandex: {
    authorizeUrl: 'https://oauth.yandex.ru/authorize',
    tokenUrl: 'https://oauth.yandex.ru/token',
    userinfoUrl: 'https://login.yandex.ru/info?format=json',
  },
  vkid: {
    authorizeUrl: 'https://id.vk.com/authorize',
    tokenUrl: 'https://id.vk.com/oauth2/auth',
    userinfoUrl: 'https://id.vk.com/oauth2/user_info',
  },
  steam: { openidUrl: 'https://steamcommunity.com/openid/login' },
} as const;
