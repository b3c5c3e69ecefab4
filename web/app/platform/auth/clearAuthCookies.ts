import {
  ACCESS_ID_COOKIE,
  ACCESS_TOKEN_COOKIE,
  PENDING_TWO_FACTOR_COOKIE,
  TWO_FACTOR_CHALLENGE_COOKIE,
} from './authCookies';

/** Set-Cookie values that end the session in this browser. */
export function clearAuthCookies(): string[] {
  return [ACCESS_ID_COOKIE, ACCESS_TOKEN_COOKIE, PENDING_TWO_FACTOR_COOKIE, TWO_FACTOR_CHALLENGE_COOKIE].map(
    (name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
  );
}
