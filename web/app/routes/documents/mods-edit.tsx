import { DocumentEditView, loadDocumentSource } from '../../features/documents';
import { RouteError } from '../../features/errors';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/mods-edit';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'mods-document_id-edit');

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDocumentSource(context, 'mods', params.documentId);
export const clientLoader = ({ context, params }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'mods', params.documentId);

export default function ModsEditScreen({ loaderData }: Route.ComponentProps) {
  return <DocumentEditView target="mods" source={loaderData} />;
}

export const ErrorBoundary = RouteError;
