import { useMatches } from 'react-router';

import { RouteError } from '../../features/errors/components/RouteError';
import { LegalPageView } from '../../features/documents/views/LegalPageView';
import { legalSlugOfRoute, legalSlugOfUrl } from '../../features/documents/documentTargets';
import { LegalPageDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/legal-page';

// privacy and public-offer: staff-edited documents under fixed slugs; the route id says which.
const load = ({ context, request }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  preloadQuery(context, {
    query: LegalPageDocument,
    variables: { slug: legalSlugOfUrl(request.url) },
  }).then(() => null);

export const loader = (args: Route.LoaderArgs) => load(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => load(args);

export const meta: Route.MetaFunction = (args) => screenMeta(args, legalSlugOfRoute(args.matches.at(-1)?.id));

export default function LegalPageScreen() {
  return <LegalPageView slug={legalSlugOfRoute(useMatches().at(-1)?.id)} />;
}

export const ErrorBoundary = RouteError;
