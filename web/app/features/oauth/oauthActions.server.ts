import { data, href, redirect, type RouterContextProvider } from 'react-router';

import {
  CompleteOauthDocument,
  RegisterWithOauthDocument,
  StartOauthDocument,
} from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { pendingTwoFactorCookie, twoFactorChallengeCookie } from '../../platform/auth/authCookies';
import { authCookies } from '../../platform/auth/setAuthCookies.server';
import { languageContext } from '../../platform/i18n/languageContext';
import { safeRedirect } from '../../platform/routing/safeRedirect';
import { apiFailure, type ApiFailure } from '../../platform/forms/apiFailure';
import type { OauthProvider } from './oauthProvider';

const UNKNOWN_FAILURE: ApiFailure = { kind: 'unknown' };

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function signedInRedirect(
  to: string,
  credentials: { accessId: string; accessToken: string },
  requestUrl: string,
): never {
  const headers = new Headers();
  for (const cookie of authCookies(credentials, requestUrl)) headers.append('Set-Cookie', cookie);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  throw redirect(to, { status: 303, headers });
}

function pendingRedirect(
  lang: string,
  failure: Extract<ApiFailure, { kind: 'pending-2fa' }>,
  returnTo: string,
): never {
  const headers = new Headers();
  headers.append('Set-Cookie', pendingTwoFactorCookie(failure.details));
  headers.append('Set-Cookie', twoFactorChallengeCookie(failure.challenge));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  throw redirect(`${href('/:lang/2fa', { lang })}?return_to=${encodeURIComponent(returnTo)}`, {
    status: 303,
    headers,
  });
}

/** `/{lang}/oauth/{provider}/redirect`: asks the api for the provider's address and sends the player there. */
export async function startOauthFlow({ request, context }: Args, provider: OauthProvider) {
  const url = new URL(request.url);
  const purpose = url.searchParams.get('purpose') === 'link' ? 'link' : 'login';
  const returnTo = safeRedirect(url.searchParams.get('return_to'));
  let target: string | undefined;
  try {
    const { data: started } = await getApolloClient(context).mutate({
      mutation: StartOauthDocument,
      variables: { provider, input: { purpose, returnTo } },
    });
    target = started?.startOauth?.url;
  } catch (error) {
    // Not set up on this server, or the api is down: say so on the page instead of failing.
    return data({ failure: apiFailure(error) });
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  if (target) throw redirect(target, 302);
  return data({ failure: UNKNOWN_FAILURE });
}

/** `/oauth/{provider}`: the provider sent the player back; finish in the api and decide where to go. */
export async function completeOauthFlow({ request, context }: Args, provider: OauthProvider) {
  const lang = context.get(languageContext);
  const query = new URL(request.url).searchParams;
  const openid: Record<string, string> = {};
  for (const [key, value] of query) if (key.startsWith('openid.')) openid[key] = value;
  try {
    const { data: result } = await getApolloClient(context).mutate({
      mutation: CompleteOauthDocument,
      variables: {
        provider,
        input: {
          state: query.get('state') ?? '',
          code: query.get('code') ?? undefined,
          deviceId: query.get('device_id') ?? undefined,
          openid: provider === 'steam' ? openid : undefined,
        },
      },
    });
    const outcome = result?.completeOauth;
    const returnTo = safeRedirect(outcome?.returnTo) ?? `${href('/:lang?', { lang })}?notify=signed-in`;
    if (outcome?.kind === 'signed_in' && outcome.auth) signedInRedirect(returnTo, outcome.auth, request.url);
    if (outcome?.kind === 'linked') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
      throw redirect(`${href('/:lang/cabinet/authorization', { lang })}?notify=linked`, 303);
    }
    if (outcome?.kind === 'register' && outcome.token) {
      const next = new URLSearchParams({ token: outcome.token });
      if (outcome.suggestedLogin) next.set('login', outcome.suggestedLogin);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
      throw redirect(
        `${href('/:lang/oauth/:provider/register', { lang, provider })}?${next.toString()}`,
        303,
      );
    }
    return data({ failure: UNKNOWN_FAILURE });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = apiFailure(error);
    if (failure.kind === 'pending-2fa')
      pendingRedirect(lang, failure, `${href('/:lang?', { lang })}?notify=signed-in`);
    return data({ failure });
  }
}

/** The nickname form of a first sign-in through a provider. */
export async function registerOauthAction({ request, context }: Args, provider: OauthProvider) {
  const lang = context.get(languageContext);
  const form = await request.formData();
  const tokenValue = form.get('token');
  const loginValue = form.get('login');
  const token = typeof tokenValue === 'string' ? tokenValue : '';
  const login = typeof loginValue === 'string' ? loginValue.trim() : '';
  try {
    const { data: created } = await getApolloClient(context).mutate({
      mutation: RegisterWithOauthDocument,
      variables: { provider, input: { token, login } },
    });
    if (created?.registerWithOauth)
      signedInRedirect(
        `${href('/:lang/welcome', { lang })}?notify=registered`,
        created.registerWithOauth,
        request.url,
      );
    return { failure: { kind: 'unknown' } as ApiFailure, login };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { failure: apiFailure(error), login };
  }
}
