import { DocumentEditView, loadDocumentSource } from '../../features/documents';
import { RouteError } from '../../features/errors';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/public-offer-edit';

// The legal pages are documents of the `pages` kind under fixed slugs.
export const meta: Route.MetaFunction = (args) => screenMeta(args, 'public-offer-edit');

export const loader = ({ context }: Route.LoaderArgs) => loadDocumentSource(context, 'pages', 'public-offer');
export const clientLoader = ({ context }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'pages', 'public-offer');

export default function PublicOfferEditScreen({ loaderData }: Route.ComponentProps) {
  return <DocumentEditView target="pages" source={loaderData} fixedPath="/public-offer" />;
}

export const ErrorBoundary = RouteError;
