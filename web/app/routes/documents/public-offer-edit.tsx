import { RouteError } from '../../features/errors';
import { DocumentEditorForm } from '../../features/documents';
import { loadDocumentSource } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/public-offer-edit';

// The legal pages are documents of the `pages` kind under fixed slugs.
export const meta: Route.MetaFunction = (args) => screenMeta(args, 'public-offer-edit');

export const loader = ({ context }: Route.LoaderArgs) => loadDocumentSource(context, 'pages', 'public-offer');
export const clientLoader = ({ context }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'pages', 'public-offer');

export default function PublicOfferEditScreen({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentEditorForm
      key={loaderData.documentId}
      target="pages"
      documentId={loaderData.documentId}
      initial={loaderData.initial}
      savedPath={() => '/public-offer'}
    />
  );
}

export const ErrorBoundary = RouteError;
