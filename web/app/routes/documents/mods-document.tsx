import { RouteError } from '../../features/errors';
import { DocumentReader, loadDocumentPage } from '../../features/documents';
import { errorMeta, metaLanguage, pageMeta } from '../../platform/seo/pageMeta';
import type { Route } from './+types/mods-document';

export const loader = (args: Route.LoaderArgs) => loadDocumentPage('mods', args);
export const clientLoader = (args: Route.ClientLoaderArgs) => loadDocumentPage('mods', args);

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, metaLanguage(args));
  const { title, description, cover } = args.loaderData;
  return pageMeta(args, { title, description, image: cover, type: 'article' });
};

export default function ModDocumentPage({ loaderData }: Route.ComponentProps) {
  return <DocumentReader variables={loaderData.variables} />;
}

export const ErrorBoundary = RouteError;
