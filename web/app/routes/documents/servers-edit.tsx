import { RouteError } from '../../features/errors';
import { DocumentEditorForm } from '../../features/documents';
import { loadDocumentSource } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/servers-edit';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'servers-document_id-edit');

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDocumentSource(context, 'servers', params.documentId);
export const clientLoader = ({ context, params }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'servers', params.documentId);

export default function ServersEditScreen({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentEditorForm
      key={loaderData.documentId}
      target="servers"
      documentId={loaderData.documentId}
      initial={loaderData.initial}
    />
  );
}

export const ErrorBoundary = RouteError;
