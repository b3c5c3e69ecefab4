import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLocation } from 'react-router';

import { LogoutDocument } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { clearAuthCookies } from '../../platform/auth/clearAuthCookies';
import { isLanguage } from '../../platform/i18n/languages';
import { httpError } from '../../platform/httpError';
import { screenMeta } from '../../platform/seo/screenMeta';
import { useCspNonce } from '../../platform/csp/cspNonce';
import { parseLauncherHost } from '../../platform/session/sessionInfo';
import { sessionContext } from '../../platform/session/sessionContext';
import type { Route } from './+types/logout';

/**
 * Sign-out (docs/product.md#accounts: external, takes a `host` query). Only a POST from this site's own page signs out
 * (the root's CSRF check refuses any other origin), so an `<img src=/ru/logout>` on another site ends
 * nobody's session; the page a GET shows posts itself at once. The cookies are cleared here, on the
 * server that set them, then the visitor lands on the home page — or on the launcher's sign-in in
 * launcher mode — with a warning that they signed out.
 */
function signedOutTarget(lang: string, url: URL, launcherHost: string | null): string {
  const host = parseLauncherHost(url.searchParams.get('host')) ?? launcherHost;
  return host ? `/${lang}/launcher/login?notify=signed-out` : `/${lang}?notify=signed-out`;
}

export function loader({ params, url, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) httpError(404);
  const session = context.get(sessionContext);
  // Nobody to sign out: nothing a forged request could take away, so go on at once.
  if (!session.signedIn) {
    const headers = new Headers();
    for (const cookie of clearAuthCookies()) headers.append('Set-Cookie', cookie);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
    throw redirect(signedOutTarget(params.lang, url, session.launcherHost), { status: 303, headers });
  }
  return null;
}

export async function action({ params, url, context }: Route.ActionArgs) {
  if (!isLanguage(params.lang)) httpError(404);
  const session = context.get(sessionContext);
  if (session.signedIn) {
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
  throw redirect(signedOutTarget(params.lang, url, session.launcherHost), { status: 303, headers });
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'logout');

// In the server's HTML the form posts itself at once, before the page's scripts load.
const SUBMIT_NOW = "var f=document.getElementById('logout-form');f.dataset.sent='1';f.requestSubmit();";

export default function LogoutScreen() {
  const { t } = useTranslation('screens');
  const { pathname, search } = useLocation();
  const nonce = useCspNonce();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Client navigation to this page: no inline script ran, so post from here (a full document POST:
    // the answer clears the cookies and reloads the site signed out).
    if (form.current && form.current.dataset.sent !== '1') form.current.requestSubmit();
  }, []);
  return (
    <Stack align="center" py="xl">
      <Title order={1}>{t('logout.title')}</Title>
      <Text>{t('logout.description')}</Text>
      <form id="logout-form" ref={form} method="post" action={`${pathname}${search}`}>
        <Button type="submit">{t('logout.submit')}</Button>
      </form>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SUBMIT_NOW }} />
    </Stack>
  );
}
