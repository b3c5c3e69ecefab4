import { useQuery } from '@apollo/client/react';

import { ServerStatsTable } from '../../features/servers/components/ServerStatsTable';
import { loadServerCatalogue } from '../../features/servers/loadServerCatalogue';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { ServerCatalogueDocument } from '../../generated/graphql';
import { isPresent } from '../../platform/isPresent';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/stats';

export const loader = loadServerCatalogue;
export const clientLoader = loadServerCatalogue;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'stats');

export default function StatsScreen() {
  const { data } = useQuery(ServerCatalogueDocument);
  return (
    <ScreenFrame screen="stats">
      <ServerStatsTable servers={data?.servers?.items.filter(isPresent) ?? []} />
    </ScreenFrame>
  );
}
