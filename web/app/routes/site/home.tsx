import { redirect, type RouterContextProvider } from 'react-router';

import { RouteError } from '../../features/errors';
import { HomeView } from '../../features/home';
import { HomeDocument, SiteFooterDocument } from '../../generated/graphql';
import { preloadQuery, tryPreloadQuery } from '../../platform/apollo/preloadQuery';
import { getI18n } from '../../platform/i18n/getI18n';
import { isLanguage } from '../../platform/i18n/languages';
import { httpError } from '../../platform/httpError';
import { findRedirectRule } from '../../platform/routing/findRedirectRule';
import { errorMeta, metaLanguage, pageMeta } from '../../platform/seo/pageMeta';
import type { Route } from './+types/home';

interface LoadArgs {
  context: Readonly<RouterContextProvider>;
  params: { lang?: string | undefined };
  url: URL;
}

// The same function fills the server's cache for the first HTML and the browser's on navigation.
async function load({ context, params, url }: LoadArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) {
    // `/{anything}`: an old address staff may have redirected, else no page.
    const rule = await findRedirectRule(context, url);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
    if (rule) throw redirect(rule.location, rule.status);
    // The layout has no loader of its own (the home query carries the footer's fields): the 404 page's
    // footer asks for them here.
    await tryPreloadQuery(context, { query: SiteFooterDocument });
    httpError(404);
  }
  await preloadQuery(context, { query: HomeDocument });
  return null;
}

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  if (args.error) return errorMeta(args.error, lang);
  return pageMeta(args, { description: getI18n(lang).t('home:seo.description') });
};

export default function HomePage() {
  return <HomeView />;
}

export const ErrorBoundary = RouteError;
