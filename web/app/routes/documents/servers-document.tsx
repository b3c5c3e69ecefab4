import { RouteError } from '../../features/errors';
import { ServerDocumentView, loadDocumentPage } from '../../features/documents';
import { errorMeta, metaLanguage, pageMeta } from '../../platform/seo/pageMeta';
import type { Route } from './+types/servers-document';

export const loader = (args: Route.LoaderArgs) => loadDocumentPage('servers', args);
export const clientLoader = (args: Route.ClientLoaderArgs) => loadDocumentPage('servers', args);

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, metaLanguage(args));
  const { title, description, cover } = args.loaderData;
  return pageMeta(args, { title, description, image: cover, type: 'article' });
};

export default function ServerDocumentPage({ loaderData }: Route.ComponentProps) {
  return <ServerDocumentView variables={loaderData.variables} />;
}

export const ErrorBoundary = RouteError;
