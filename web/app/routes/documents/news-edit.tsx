import { DocumentEditView, loadDocumentSource } from '../../features/documents';
import { RouteError } from '../../features/errors';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/news-edit';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'news-document_id-edit');

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDocumentSource(context, 'news', params.documentId);
export const clientLoader = ({ context, params }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'news', params.documentId);

export default function NewsEditScreen({ loaderData }: Route.ComponentProps) {
  return <DocumentEditView target="news" source={loaderData} />;
}

export const ErrorBoundary = RouteError;
