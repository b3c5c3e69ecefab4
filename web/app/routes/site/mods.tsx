import { RouteError } from '../../features/errors';
import { ModCatalogue, modCatalogueVariables } from '../../features/mods';
import { ScreenFrame } from '../../features/site';
import { ModCatalogueDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/mods';

const load = ({ context, request }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  preloadQuery(context, {
    query: ModCatalogueDocument,
    variables: modCatalogueVariables(new URL(request.url).searchParams),
  }).then(() => null);

export const loader = (args: Route.LoaderArgs) => load(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => load(args);

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'mods');

export default function ModsScreen() {
  return (
    <ScreenFrame screen="mods">
      <ModCatalogue />
    </ScreenFrame>
  );
}

export const ErrorBoundary = RouteError;
