/** Ways to sign in; each can also be linked to an existing account. */
export const signInProviderNames = ['vkid', 'steam', 'google', 'yandex'] as const;
/** Accounts a player links to show who they are elsewhere; never a way to sign in (docs/product.md#oauth). */
export const linkOnlyProviderNames = ['discord', 'youtube'] as const;
export const oauthProviderNames = [...signInProviderNames, ...linkOnlyProviderNames] as const;
export type OauthProviderName = (typeof oauthProviderNames)[number];
export type OAuth2ProviderName = Exclude<OauthProviderName, 'steam'>;

export function isSignInProvider(name: OauthProviderName): boolean {
  return (signInProviderNames as readonly string[]).includes(name);
}

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
  discord: OAuth2ProviderConfig | undefined;
  youtube: OAuth2ProviderConfig | undefined;
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
  // https://discord.com/.well-known/oauth-authorization-server (PKCE S256 supported)
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
  },
  // Google's OAuth with the YouTube read-only scope; the profile is the player's own channel.
  youtube: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://www.googleapis.com/youtube/v3/channels?part=snippet&mine=true',
  },
} as const;
