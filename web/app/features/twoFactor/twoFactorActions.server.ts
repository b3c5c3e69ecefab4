import { data, href, type RouterContextProvider } from 'react-router';

import { ConfirmTwoFactorDocument } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { readCookie } from '../../platform/i18n/resolveLanguage';
import { TWO_FACTOR_CHALLENGE_COOKIE } from '../../platform/auth/authCookies';
import { authCookies } from '../../platform/auth/setAuthCookies.server';
import { languageContext } from '../../platform/i18n/languageContext';
import { safeRedirect } from '../../platform/routing/safeRedirect';
import { apiFailure, type ApiFailure } from '../../platform/forms/apiFailure';
import { landingAfterSecondFactor } from '../../platform/launcher/launcherCredentials';

export type TwoFactorActionResult =
  | { kind: 'done'; to: string }
  | { kind: 'waiting' }
  | { kind: 'failed'; failure: ApiFailure; final: boolean };

/**
 * The 2FA page's action: asks the api whether the sign-in was confirmed in the bot (no code) or checks
 * the code from the bot's message. Success signs the browser in; the page then loads `return_to`.
 */
export async function twoFactorAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData();
  const lang = context.get(languageContext);
  const challenge = readCookie(request.headers.get('cookie'), TWO_FACTOR_CHALLENGE_COOKIE) ?? '';
  const code = form.get('code');
  const search = new URL(request.url).searchParams;
  const returnTo = safeRedirect(search.get('return_to')) ?? `${href('/:lang?', { lang })}?notify=signed-in`;
  try {
    const result = await getApolloClient(context).mutate({
      mutation: ConfirmTwoFactorDocument,
      variables: { input: { challenge, code: typeof code === 'string' && code ? code : undefined } },
    });
    const auth = result.data?.confirmTwoFactor;
    if (!auth)
      return data<TwoFactorActionResult>({ kind: 'failed', failure: { kind: 'unknown' }, final: false });
    const headers = new Headers();
    for (const cookie of authCookies(auth, request.url)) headers.append('Set-Cookie', cookie);
    return data<TwoFactorActionResult>(
      { kind: 'done', to: landingAfterSecondFactor(returnTo, search, auth) },
      { headers },
    );
  } catch (error) {
    const failure = apiFailure(error);
    // error_code 1: not confirmed yet; the page keeps asking.
    if (failure.kind === 'silent') return data<TwoFactorActionResult>({ kind: 'waiting' });
    const final = failure.kind === 'message' && failure.field !== 'code' && failure.status !== 429;
    return data<TwoFactorActionResult>({ kind: 'failed', failure, final });
  }
}
