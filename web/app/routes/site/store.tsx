import { StorePanel, storeServerVariables } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { StoreRoleFeaturesDocument, StoreRolesDocument } from '../../generated/graphql';
import { preloadQuery, tryPreloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/store';

// The chosen server's catalogue and its roles' comparison are in the first HTML: the page is public and
// indexed, and the table no longer appears (and moves the page) after hydration. Both ask with the same
// variables, so the api picks the same server for both when none is named. The comparison is secondary:
// if it fails, the page renders without it.
async function load({ context, request }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const server = new URL(request.url).searchParams.get('server') ?? undefined;
  const variables = storeServerVariables(server);
  await Promise.all([
    preloadQuery(context, { query: StoreRolesDocument, variables }),
    tryPreloadQuery(context, { query: StoreRoleFeaturesDocument, variables }),
  ]);
  return null;
}

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'store');

export default function StoreScreen() {
  return (
    <ScreenFrame screen="store">
      <StorePanel />
    </ScreenFrame>
  );
}
