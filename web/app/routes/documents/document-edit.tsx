import { useMatches } from 'react-router';

import { RouteError } from '../../features/errors/components/RouteError';
import { DocumentEditorForm } from '../../features/documents/views/DocumentEditorForm';
import { targetOfRoute, targetOfUrl } from '../../features/documents/documentTargets';
import { loadDocumentSource } from '../../features/documents/loadDocumentSource';
import { isScreenName, screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/document-edit';

// One editor screen for the three kinds (servers-document_id-edit, mods-…, news-…): the route id says which.
export const meta: Route.MetaFunction = (args) => {
  const id = args.matches.at(-1)?.id;
  return screenMeta(args, isScreenName(id) ? id : 'news-document_id-edit');
};

const load = ({ context, params, request }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  loadDocumentSource(context, targetOfUrl(request.url), params.documentId);

export const loader = (args: Route.LoaderArgs) => load(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => load(args);

export default function DocumentEditScreen({ loaderData }: Route.ComponentProps) {
  const target = targetOfRoute(useMatches().at(-1)?.id);
  return (
    <DocumentEditorForm
      key={loaderData.documentId}
      target={target}
      documentId={loaderData.documentId}
      initial={loaderData.initial}
    />
  );
}

export const ErrorBoundary = RouteError;
