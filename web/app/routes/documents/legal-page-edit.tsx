import { useMatches } from 'react-router';

import { RouteError } from '../../features/errors/components/RouteError';
import { DocumentEditorForm } from '../../features/documents/views/DocumentEditorForm';
import { legalSlugOfRoute, legalSlugOfUrl } from '../../features/documents/documentTargets';
import { loadDocumentSource } from '../../features/documents/loadDocumentSource';
import { isScreenName, screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/legal-page-edit';

// privacy-edit and public-offer-edit: the legal pages are documents under fixed slugs.
export const meta: Route.MetaFunction = (args) => {
  const id = args.matches.at(-1)?.id;
  return screenMeta(args, isScreenName(id) ? id : 'privacy-edit');
};

const load = ({ context, request }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  loadDocumentSource(context, 'pages', legalSlugOfUrl(request.url));

export const loader = (args: Route.LoaderArgs) => load(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => load(args);

export default function LegalPageEditScreen({ loaderData }: Route.ComponentProps) {
  const slug = legalSlugOfRoute(useMatches().at(-1)?.id);
  return (
    <DocumentEditorForm
      key={loaderData.documentId}
      target="pages"
      documentId={loaderData.documentId}
      initial={loaderData.initial}
      savedPath={() => `/${slug}`}
    />
  );
}

export const ErrorBoundary = RouteError;
