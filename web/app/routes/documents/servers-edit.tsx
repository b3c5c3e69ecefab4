import { DocumentEditView, loadDocumentSource } from '../../features/documents';
import { RouteError } from '../../features/errors';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/servers-edit';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'servers-document_id-edit');

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDocumentSource(context, 'servers', params.documentId);
export const clientLoader = ({ context, params }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'servers', params.documentId);

export default function ServersEditScreen({ loaderData }: Route.ComponentProps) {
  return <DocumentEditView target="servers" source={loaderData} />;
}

export const ErrorBoundary = RouteError;
