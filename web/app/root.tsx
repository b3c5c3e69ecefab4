// Only Mantine's base files here: each module's components bring their own CSS (web/vite/mantineStylesPerComponent.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './platform/theme/global.css';

import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';

import type { Route } from './+types/root';
import { RouteError } from './features/errors';
import { ApolloStateScript } from './platform/apollo/ApolloStateScript';
import { ConnectionLostDialog } from './platform/connection/ConnectionLostDialog';
import { restoreTypedBeforeHydration } from './platform/behaviour/typedBeforeHydration';
import { useCspNonce } from './platform/csp/cspNonce';
import { getI18n } from './platform/i18n/getI18n';
import { languageContext } from './platform/i18n/languageContext';
import { DEFAULT_LANGUAGE } from './platform/i18n/languages';
import { languageFromPath } from './platform/i18n/resolveLanguage';
import { serverMiddleware } from './platform/requestMiddleware.server';
import { FAILED_REQUEST_ID_META, useFailedRequestId } from './platform/requestId/failedRequestId';
import { RouteStylesheets } from './platform/theme/RouteStylesheets';
import { ThemeCssVariables } from './platform/theme/ThemeCssVariables';
import { clientNavigationMiddleware } from './platform/routing/clientNavigationMiddleware';
import { clientSession } from './platform/session/clientSession';
import { sessionContext } from './platform/session/sessionContext';
import { siteConfig } from './platform/env.server';
import { resolveRegion } from './platform/region/resolveRegion';
import { siteDefaultRegion } from './platform/region/siteDefaultRegion';
import { SiteBehaviour } from './features/site';
import { LegacySignIn } from './features/legacySignIn';
import { preloadPlayerTheme, usePlayerTheme } from './features/looks';
import { errorMeta, metaLanguage } from './platform/seo/pageMeta';
import { mantineThemeFor, siteCssVariablesResolver } from './platform/theme/mantineTheme';

export const middleware: Route.MiddlewareFunction[] = serverMiddleware;
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [clientNavigationMiddleware];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  await preloadPlayerTheme(context, context.get(sessionContext).signedIn);
  const regionSources = {
    cookieHeader: request.headers.get('cookie'),
    managerConfigured: context.get(sessionContext).account?.region,
    lang,
  };
  return {
    lang,
    /** The host this page was asked for: alternate links are dropped on any host but the primary one. */
    origin: url.origin,
    config: siteConfig(),
    session: context.get(sessionContext),
    region: resolveRegion({ ...regionSources, siteDefault: await siteDefaultRegion(context, regionSources) }),
  };
}

// The language is fixed for a page load (switching it reloads the document), so the root never needs
// to ask the server again during client navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

const defaultCssVariablesResolver = siteCssVariablesResolver();

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const lang = rootData?.lang ?? languageFromPath(pathname) ?? DEFAULT_LANGUAGE;
  const nonce = useCspNonce();
  const failedRequestId = useFailedRequestId();
  const playerTheme = usePlayerTheme();
  const mantineTheme = mantineThemeFor(playerTheme);
  const themeKey = playerTheme ? JSON.stringify(playerTheme) : 'default';
  const cssVariablesResolver = useMemo(
    () => (playerTheme ? siteCssVariablesResolver(playerTheme) : defaultCssVariablesResolver),
    [playerTheme],
  );

  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#151723" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {failedRequestId !== undefined && <meta name={FAILED_REQUEST_ID_META} content={failedRequestId} />}
        <Meta />
        <RouteStylesheets nonce={nonce} />
        {/* Sets the saved colour scheme before the first paint, so a light-mode visitor sees no dark flash. */}
        <ColorSchemeScript defaultColorScheme="dark" nonce={nonce} />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(lang)}>
          <MantineProvider
            theme={mantineTheme}
            defaultColorScheme="dark"
            cssVariablesResolver={cssVariablesResolver}
            withCssVariables={false}
          >
            <ThemeCssVariables theme={mantineTheme} resolver={cssVariablesResolver} cacheKey={themeKey} />
            {children}
          </MantineProvider>
        </I18nextProvider>
        <ApolloStateScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Before any client navigation: the guards in the browser read what the server knew.
  clientSession.hydrate(loaderData.session, loaderData.config);
  useEffect(() => {
    // The page is React's now: fields typed into before this get their text back (entry.client.tsx).
    restoreTypedBeforeHydration();
    // A marker for browser tests: after this, links navigate on the client instead of reloading.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <SiteBehaviour />
      <ConnectionLostDialog />
      <LegacySignIn />
      <Outlet />
    </>
  );
}

// Only an error that stops at the root (a guard's 404 thrown in middleware) renders with the root's
// meta; every page declares its own, which replaces this one.
export const meta: Route.MetaFunction = (args) =>
  args.error ? errorMeta(args.error, metaLanguage(args), 404) : [];

export const ErrorBoundary = RouteError;
