import { StorePanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { StoreRolesDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/store';

// The chosen server's catalogue is in the first HTML: the page is public and indexed.
async function load({ context, request }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const server = new URL(request.url).searchParams.get('server') ?? undefined;
  await preloadQuery(context, {
    query: StoreRolesDocument,
    variables: server === undefined ? {} : { server },
  });
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
