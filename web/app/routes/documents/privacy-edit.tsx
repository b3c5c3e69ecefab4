import { DocumentEditView, loadDocumentSource } from '../../features/documents';
import { RouteError } from '../../features/errors';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/privacy-edit';

// The legal pages are documents of the `pages` kind under fixed slugs.
export const meta: Route.MetaFunction = (args) => screenMeta(args, 'privacy-edit');

export const loader = ({ context }: Route.LoaderArgs) => loadDocumentSource(context, 'pages', 'privacy');
export const clientLoader = ({ context }: Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'pages', 'privacy');

export default function PrivacyEditScreen({ loaderData }: Route.ComponentProps) {
  return <DocumentEditView target="pages" source={loaderData} fixedPath="/privacy" />;
}

export const ErrorBoundary = RouteError;
