import { redirect } from 'react-router';

import { LogoutDocument } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { clearAuthCookies } from '../../platform/auth/clearAuthCookies';
import { isLanguage } from '../../platform/i18n/languages';
import { httpError } from '../../platform/httpError';
import { screenMeta } from '../../platform/seo/screenMeta';
import { parseLauncherHost } from '../../platform/session/sessionInfo';
import { sessionContext } from '../../platform/session/sessionContext';
import type { Route } from './+types/logout';

/**
 * Sign-out (spec §2: external, takes a `host` query): the credentials' cookies are cleared here, on the
 * server that set them, then the visitor lands on the home page — or on the launcher's sign-in in
 * launcher mode — with a warning that they signed out.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) httpError(404);
  const host = parseLauncherHost(url.searchParams.get('host')) ?? context.get(sessionContext).launcherHost;
  const target = host
    ? `/${params.lang}/launcher/login?notify=signed-out`
    : `/${params.lang}?notify=signed-out`;
  if (context.get(sessionContext).signedIn) {
    // End the session in the api too, so the token is dead even if a copy of the cookie survives.
    await getApolloClient(context)
      .mutate({ mutation: LogoutDocument })
      .catch((error: unknown) => {
        console.error('[web] logout could not reach the api', error);
      });
  }
  const headers = new Headers();
  for (const cookie of clearAuthCookies()) headers.append('Set-Cookie', cookie);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  throw redirect(target, { status: 303, headers });
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'logout');

export default function LogoutScreen() {
  return null;
}
