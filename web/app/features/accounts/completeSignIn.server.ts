import { href, redirect } from 'react-router';

import { pendingTwoFactorCookie, twoFactorChallengeCookie } from '../../platform/auth/authCookies';
import { LAUNCHER_SIGN_IN } from '../../platform/launcher/launcherCredentials';
import { redirectSignedIn, type Credentials } from '../../platform/auth/setAuthCookies.server';
import type { Language } from '../../platform/i18n/languages';
import { safeRedirect } from '../../platform/routing/safeRedirect';
import { apiFailure, type ApiFailure } from '../../platform/forms/apiFailure';

export interface FormFailure {
  failure: Exclude<ApiFailure, { kind: 'pending-2fa' }>;
  /** What the player typed, back into the form (never a password): bad input loses nothing. */
  values?: Record<string, string | boolean>;
}

export interface SignInTarget {
  lang: Language;
  request: Request;
  /** Where to go when no safe `return_to` was given. */
  fallback: string;
  /** A fragment for the landing page made from the new credentials (the launcher hands them to its agent). */
  fragment?: (credentials: Credentials) => string;
}

/**
 * Ends a sign-in or registration action: credentials become HttpOnly cookies and the browser goes on to
 * `return_to`; a pending second factor (-7) stores its details and opens the 2FA step (docs/product.md#accounts); any
 * other failure goes back to the form.
 */
export async function completeSignIn(
  run: () => Promise<Credentials | null | undefined>,
  { lang, request, fallback, fragment }: SignInTarget,
): Promise<Response | FormFailure> {
  const url = new URL(request.url);
  const returnTo = safeRedirect(url.searchParams.get('return_to')) ?? fallback;
  try {
    const credentials = await run();
    if (!credentials) return { failure: { kind: 'unknown' } };
    const landing = fragment ? `${returnTo}#${fragment(credentials)}` : returnTo;
    return redirectSignedIn(landing, credentials, request.url);
  } catch (error) {
    const failure = apiFailure(error);
    if (failure.kind !== 'pending-2fa') return { failure };
    const headers = new Headers();
    headers.append('Set-Cookie', pendingTwoFactorCookie(failure.details));
    headers.append('Set-Cookie', twoFactorChallengeCookie(failure.challenge));
    // A launcher sign-in says so, so the second factor's success hands the credentials to the agent too.
    const launcher = fragment ? `&${LAUNCHER_SIGN_IN}=1` : '';
    const next = `${href('/:lang/2fa', { lang })}?return_to=${encodeURIComponent(returnTo)}${launcher}`;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
    throw redirect(next, { status: 303, headers });
  }
}
