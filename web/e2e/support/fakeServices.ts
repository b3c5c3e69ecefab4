// Addresses and credentials of the local stand-ins for Google (OAuth 2.0), the Telegram Bot API and VK
// (VK ID, the VK API) that the browser tests run next to the stack. One module, read by the Playwright config (which starts them and
// points the api at them), by the stand-ins themselves and by the tests.

export const FAKE_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? '48390');
export const FAKE_OAUTH_URL = `http://127.0.0.1:${FAKE_OAUTH_PORT}`;
export const FAKE_OAUTH_CLIENT_ID = 'lodestone-e2e-client';
export const FAKE_OAUTH_CLIENT_SECRET = 'lodestone-e2e-secret';
/**
 * Who the browser is signed in as at the provider: a cookie on the provider's address, so each test (each
 * browser context) has its own person and parallel tests cannot take each other's.
 */
export const FAKE_OAUTH_USER_COOKIE = 'fake_oauth_user';

export interface FakeOauthUser {
  sub: string;
  email: string;
  name: string;
  given_name: string;
}

export const FAKE_TELEGRAM_PORT = Number(process.env.E2E_TELEGRAM_PORT ?? '48391');
export const FAKE_TELEGRAM_URL = `http://127.0.0.1:${FAKE_TELEGRAM_PORT}`;
export const FAKE_TELEGRAM_TOKEN = '100200300:lodestone-e2e-bot-token';
/** What the fake Bot API's getMe answers (FakeTelegramApi of @lodestone/api/testing). */
export const FAKE_TELEGRAM_BOT_USERNAME = 'lodestone_test_bot';

export const FAKE_VK_PORT = Number(process.env.E2E_VK_PORT ?? '48392');
export const FAKE_VK_URL = `http://127.0.0.1:${FAKE_VK_PORT}`;
/** VK ID apps have numeric ids; the web flow is a public client (PKCE, no secret). */
export const FAKE_VK_CLIENT_ID = '51990001';
/** Who the browser is signed in as at VK ID (a cookie on the stand-in's address), like the OAuth one. */
export const FAKE_VK_USER_COOKIE = 'fake_vk_user';
/** The daily bonus's community and the community token allowed to call `groups.isMember`. */
export const FAKE_VK_GROUP_ID = 229900001;
export const FAKE_VK_GROUP_TOKEN = 'vk1.a.lodestone-e2e-community-token';
/** Callback API: the secret VK sends with every event and the string the server answers on confirmation. */
export const FAKE_VK_CALLBACK_SECRET = 'lodestone-e2e-callback-secret';
export const FAKE_VK_CONFIRMATION = 'e2e0c0f1';

export interface FakeVkUser {
  user_id: number;
  first_name: string;
  last_name: string;
}

/** The api's environment that turns Google and VK sign-in, the Telegram bot and the daily bonus on, against the stand-ins. */
export const FAKE_SERVICES_STACK_ENV: Record<string, string> = {
  OAUTH_GOOGLE_CLIENT_ID: FAKE_OAUTH_CLIENT_ID,
  OAUTH_GOOGLE_CLIENT_SECRET: FAKE_OAUTH_CLIENT_SECRET,
  OAUTH_GOOGLE_AUTHORIZE_URL: `${FAKE_OAUTH_URL}/authorize`,
  OAUTH_GOOGLE_TOKEN_URL: `${FAKE_OAUTH_URL}/token`,
  OAUTH_GOOGLE_USERINFO_URL: `${FAKE_OAUTH_URL}/userinfo`,
  OAUTH_DISCORD_CLIENT_ID: FAKE_OAUTH_CLIENT_ID,
  OAUTH_DISCORD_CLIENT_SECRET: FAKE_OAUTH_CLIENT_SECRET,
  OAUTH_DISCORD_AUTHORIZE_URL: `${FAKE_OAUTH_URL}/authorize`,
  OAUTH_DISCORD_TOKEN_URL: `${FAKE_OAUTH_URL}/token`,
  OAUTH_DISCORD_USERINFO_URL: `${FAKE_OAUTH_URL}/discord/users/@me`,
  OAUTH_YOUTUBE_CLIENT_ID: FAKE_OAUTH_CLIENT_ID,
  OAUTH_YOUTUBE_CLIENT_SECRET: FAKE_OAUTH_CLIENT_SECRET,
  OAUTH_YOUTUBE_AUTHORIZE_URL: `${FAKE_OAUTH_URL}/authorize`,
  OAUTH_YOUTUBE_TOKEN_URL: `${FAKE_OAUTH_URL}/token`,
  OAUTH_YOUTUBE_CHANNELS_URL: `${FAKE_OAUTH_URL}/youtube/channels?part=snippet&mine=true`,
  TELEGRAM_BOT_TOKEN: FAKE_TELEGRAM_TOKEN,
  TELEGRAM_BOT_USERNAME: FAKE_TELEGRAM_BOT_USERNAME,
  TELEGRAM_API_ROOT: FAKE_TELEGRAM_URL,
  TWO_FACTOR_BOT_MODE: 'polling',
  OAUTH_VKID_CLIENT_ID: FAKE_VK_CLIENT_ID,
  OAUTH_VKID_AUTHORIZE_URL: `${FAKE_VK_URL}/authorize`,
  OAUTH_VKID_TOKEN_URL: `${FAKE_VK_URL}/oauth2/auth`,
  OAUTH_VKID_USERINFO_URL: `${FAKE_VK_URL}/oauth2/user_info`,
  BONUS_VK_GROUP_ID: String(FAKE_VK_GROUP_ID),
  BONUS_VK_TOKEN: FAKE_VK_GROUP_TOKEN,
  BONUS_VK_API_URL: `${FAKE_VK_URL}/method`,
  BONUS_VK_SECRET: FAKE_VK_CALLBACK_SECRET,
  BONUS_VK_CONFIRMATION: FAKE_VK_CONFIRMATION,
};
