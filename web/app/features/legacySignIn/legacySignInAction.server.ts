import { data, href, type RouterContextProvider } from 'react-router';

import { ExchangeLegacyTokenDocument } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { pendingTwoFactorCookie, twoFactorChallengeCookie } from '../../platform/auth/authCookies';
import { authCookies } from '../../platform/auth/setAuthCookies.server';
import { apiFailure } from '../../platform/forms/apiFailure';
import { languageContext } from '../../platform/i18n/languageContext';
import { safeRedirect } from '../../platform/routing/safeRedirect';

/** What the page does next: load `to` as a document (the new cookies are set), or say the old sign-in is gone. */
export type LegacySignInResult = { legacy: 'signed-in' | 'two-factor'; to: string } | { legacy: 'refused' };

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Exchanges the previous site's cached login + token for new credentials (docs/product.md#accounts), once:
 * they become HttpOnly cookies like a password sign-in's, and a linked second factor (-7) opens the 2FA
 * step the same way. Any refusal is only reported: the page has already forgotten the old pair.
 */
export async function legacySignInAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: FormData,
) {
  const lang = context.get(languageContext);
  const returnTo =
    safeRedirect(new URL(request.url).searchParams.get('return_to')) ?? href('/:lang?', { lang });
  const [login, token] = [field(form, 'login'), field(form, 'token')];
  if (login === '' || token === '') return data<LegacySignInResult>({ legacy: 'refused' });
  try {
    const { data: answer } = await getApolloClient(context).mutate({
      mutation: ExchangeLegacyTokenDocument,
      variables: { input: { login } },
      context: { headers: { 'access-token': token } },
    });
    const credentials = answer?.exchangeLegacyToken;
    if (!credentials) return data<LegacySignInResult>({ legacy: 'refused' });
    const headers = new Headers();
    for (const cookie of authCookies(credentials, request.url)) headers.append('Set-Cookie', cookie);
    return data<LegacySignInResult>({ legacy: 'signed-in', to: withNotice(returnTo) }, { headers });
  } catch (error) {
    const failure = apiFailure(error);
    if (failure.kind !== 'pending-2fa') return data<LegacySignInResult>({ legacy: 'refused' });
    const headers = new Headers();
    headers.append('Set-Cookie', pendingTwoFactorCookie(failure.details));
    headers.append('Set-Cookie', twoFactorChallengeCookie(failure.challenge));
    const to = `${href('/:lang/2fa', { lang })}?return_to=${encodeURIComponent(returnTo)}`;
    return data<LegacySignInResult>({ legacy: 'two-factor', to }, { headers });
  }
}

/** The landing says "You have signed in" (the site's `?notify=signed-in` toast), as a password sign-in does. */
function withNotice(returnTo: string): string {
  const url = new URL(returnTo, 'http://site.invalid');
  url.searchParams.set('notify', 'signed-in');
  return `${url.pathname}${url.search}${url.hash}`;
}
