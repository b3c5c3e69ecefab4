import { RouteError } from '../../features/errors/components/RouteError';
import { ModCatalogue } from '../../features/mods/views/ModCatalogue';
import { modCatalogueVariables } from '../../features/mods/modCatalogue';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
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
