import { RouteError } from '../../features/errors';
import { DocumentReader, loadDocumentPage } from '../../features/documents';
import { errorMeta, metaLanguage, newsArticleMeta, pageMeta } from '../../platform/seo/pageMeta';
import type { Route } from './+types/news-document';

export const loader = (args: Route.LoaderArgs) => loadDocumentPage('news', args);
export const clientLoader = (args: Route.ClientLoaderArgs) => loadDocumentPage('news', args);

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, metaLanguage(args));
  const { title, description, cover, publishedAt, updatedAt, author } = args.loaderData;
  return [
    ...pageMeta(args, { title, description, image: cover, type: 'article' }),
    newsArticleMeta(args, { title, description, image: cover, publishedAt, updatedAt, author }),
  ];
};

export default function NewsDocumentPage({ loaderData }: Route.ComponentProps) {
  return <DocumentReader variables={loaderData.variables} />;
}

export const ErrorBoundary = RouteError;
