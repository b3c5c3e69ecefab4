// Addresses and credentials of the local stand-ins for Google (OAuth 2.0) and the Telegram Bot API that
// the browser tests run next to the stack. One module, read by the Playwright config (which starts them and
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

/** The api's environment that turns Google sign-in and the Telegram bot on, against the stand-ins. */
export const FAKE_SERVICES_STACK_ENV: Record<string, string> = {
  OAUTH_GOOGLE_CLIENT_ID: FAKE_OAUTH_CLIENT_ID,
  OAUTH_GOOGLE_CLIENT_SECRET: FAKE_OAUTH_CLIENT_SECRET,
  OAUTH_GOOGLE_AUTHORIZE_URL: `${FAKE_OAUTH_URL}/authorize`,
  OAUTH_GOOGLE_TOKEN_URL: `${FAKE_OAUTH_URL}/token`,
  OAUTH_GOOGLE_USERINFO_URL: `${FAKE_OAUTH_URL}/userinfo`,
  TELEGRAM_BOT_TOKEN: FAKE_TELEGRAM_TOKEN,
  TELEGRAM_BOT_USERNAME: FAKE_TELEGRAM_BOT_USERNAME,
  TELEGRAM_API_ROOT: FAKE_TELEGRAM_URL,
  TWO_FACTOR_BOT_MODE: 'polling',
};
