import type { RouterContextProvider } from 'react-router';

import { RouteError } from '../../features/errors/components/RouteError';
import { NewsDocumentView } from '../../features/news/components/NewsDocumentView';
import { newsDocumentVariables } from '../../features/news/news';
import { NewsDocumentDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { httpError } from '../../platform/httpError';
import { isLanguage } from '../../platform/i18n/languages';
import { errorMeta, metaLanguage, pageMeta } from '../../platform/seo/pageMeta';
import type { Route } from './+types/news-document';

interface LoadArgs {
  context: Readonly<RouterContextProvider>;
  params: { lang: string; documentId: string };
}

async function load({ context, params }: LoadArgs) {
  if (!isLanguage(params.lang)) httpError(404);
  const variables = newsDocumentVariables(params.documentId);
  const { document } = await preloadQuery(context, { query: NewsDocumentDocument, variables });
  // Mods and server documents have their own pages; under /news/ they do not exist.
  if (document?.target !== 'news') httpError(404);
  // The component reads the document from the cache with these variables; meta needs title and summary.
  return { variables, title: document.title, description: document.summary };
}

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  if (args.error || !args.loaderData) return errorMeta(args.error, lang);
  return pageMeta({ lang, title: args.loaderData.title, description: args.loaderData.description });
};

export default function NewsDocumentPage({ loaderData }: Route.ComponentProps) {
  return <NewsDocumentView variables={loaderData.variables} />;
}

export const ErrorBoundary = RouteError;
