import { useQuery } from '@apollo/client/react';

import { ServerGrid, loadServerCatalogue } from '../../features/servers';
import { ScreenFrame } from '../../features/site';
import { ServerCatalogueDocument } from '../../generated/graphql';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/servers';

export const loader = loadServerCatalogue;
export const clientLoader = loadServerCatalogue;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'servers');

export default function ServersScreen() {
  const { data } = useQuery(ServerCatalogueDocument);
  return (
    <ScreenFrame screen="servers">
      <ServerGrid servers={data?.servers?.items ?? []} />
    </ScreenFrame>
  );
}
