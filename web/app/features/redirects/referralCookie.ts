import { readCookie } from '../../platform/i18n/resolveLanguage';

/** docs/product.md#referrals: the referral cookie lives about ten years. */
const TEN_YEARS_IN_SECONDS = 10 * 365 * 24 * 60 * 60;

export const REFERRAL_COOKIE = 'referral_code';

/** Codes as the api accepts them: letters, digits, `_` and `-`, up to 32 characters. */
export function isReferralCode(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{1,32}$/.test(value);
}

export function referralCookie(code: string): string {
  return `${REFERRAL_COOKIE}=${code}; Max-Age=${TEN_YEARS_IN_SECONDS}; Path=/; SameSite=Lax`;
}

/** The inviter's code a `/r/{code}` visit left, sent with the registration (docs/product.md#referrals "referralCode"). */
export function referralCodeOf(cookieHeader: string | null): string | undefined {
  const code = readCookie(cookieHeader, REFERRAL_COOKIE);
  return isReferralCode(code) ? code : undefined;
}
