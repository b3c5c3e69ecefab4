import { RouteError } from '../../features/errors';
import { DocumentEditorForm } from '../../features/documents';
import { loadDocumentSource } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/mods-edit';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'mods-document_id-edit');

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDocumentSource(context, 'mods', params.documentId);
export const clientLoader = ({ context, params }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'mods', params.documentId);

export default function ModsEditScreen({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentEditorForm
      key={loaderData.documentId}
      target="mods"
      documentId={loaderData.documentId}
      initial={loaderData.initial}
    />
  );
}

export const ErrorBoundary = RouteError;
