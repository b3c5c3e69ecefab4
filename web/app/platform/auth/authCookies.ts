import { readCookie } from '../i18n/resolveLanguage';
import type { AvatarOrSkin, PendingTwoFactor } from './authState';

// docs/product.md#accounts: credentials live in cookies (365 days, lax, path /). The web server sets them HttpOnly, so
// page JavaScript never holds a token; the pending second factor is readable because the page stores it.
export const ACCESS_ID_COOKIE = 'access_id';
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const PENDING_TWO_FACTOR_COOKIE = 'pending_2fa';
/** The secret that completes a pending sign-in: HttpOnly, only the web server's 2FA action reads it. */
export const TWO_FACTOR_CHALLENGE_COOKIE = 'pending_2fa_challenge';

function isAvatarOrSkin(value: unknown): value is AvatarOrSkin {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.extension === 'string' &&
    typeof candidate.type === 'string'
  );
}

/** The pending 2FA details from their cookie; anything malformed counts as none. */
export function readPendingTwoFactor(cookieHeader: string | null | undefined): PendingTwoFactor | null {
  const raw = readCookie(cookieHeader, PENDING_TWO_FACTOR_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.userId !== 'number' || typeof value.login !== 'string') return null;
    return {
      userId: value.userId,
      login: value.login,
      avatarOrSkin: isAvatarOrSkin(value.avatarOrSkin) ? value.avatarOrSkin : null,
    };
  } catch {
    return null;
  }
}

/** Session cookie (no Max-Age): the second factor must be confirmed in this browser session. */
export function pendingTwoFactorCookie(details: PendingTwoFactor | null): string {
  if (!details) return `${PENDING_TWO_FACTOR_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return `${PENDING_TWO_FACTOR_COOKIE}=${encodeURIComponent(JSON.stringify(details))}; Path=/; SameSite=Lax`;
}

/** The challenge of a pending sign-in (session cookie, HttpOnly); null clears it. */
export function twoFactorChallengeCookie(challenge: string | null): string {
  if (!challenge) return `${TWO_FACTOR_CHALLENGE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;
  return `${TWO_FACTOR_CHALLENGE_COOKIE}=${encodeURIComponent(challenge)}; Path=/; HttpOnly; SameSite=Lax`;
}
