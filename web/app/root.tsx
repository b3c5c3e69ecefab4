import '@mantine/core/styles.css';
import './platform/theme/global.css';

import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';

import type { Route } from './+types/root';
import { RouteError } from './features/errors/components/RouteError';
import { ApolloStateScript } from './platform/apollo/ApolloStateScript';
import { getI18n } from './platform/i18n/getI18n';
import { languageContext } from './platform/i18n/languageContext';
import { DEFAULT_LANGUAGE } from './platform/i18n/languages';
import { languageFromPath } from './platform/i18n/resolveLanguage';
import { apolloMiddleware, languageMiddleware } from './platform/requestMiddleware.server';
import { mantineTheme, siteCssVariablesResolver } from './platform/theme/mantineTheme';

export const middleware: Route.MiddlewareFunction[] = [languageMiddleware, apolloMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { lang: context.get(languageContext) };
}

// The language is fixed for a page load (switching it reloads the document), so the root never needs
// to ask the server again during client navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

const cssVariablesResolver = siteCssVariablesResolver();

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const lang = rootData?.lang ?? languageFromPath(pathname) ?? DEFAULT_LANGUAGE;

  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#151723" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Sets the saved colour scheme before the first paint, so a light-mode visitor sees no dark flash. */}
        <ColorSchemeScript defaultColorScheme="dark" />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(lang)}>
          <MantineProvider
            theme={mantineTheme}
            defaultColorScheme="dark"
            cssVariablesResolver={cssVariablesResolver}
          >
            {children}
          </MantineProvider>
        </I18nextProvider>
        <ApolloStateScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // A marker for browser tests: after this, links navigate on the client instead of reloading.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export const ErrorBoundary = RouteError;
