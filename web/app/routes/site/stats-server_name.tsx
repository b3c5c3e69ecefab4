import { useQuery } from '@apollo/client/react';

import { ServerStatsTable } from '../../features/servers/components/ServerStatsTable';
import { loadServerCatalogue } from '../../features/servers/loadServerCatalogue';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { ServerCatalogueDocument } from '../../generated/graphql';
import { errorMeta, metaLanguage } from '../../platform/seo/pageMeta';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/stats-server_name';

export const loader = loadServerCatalogue;
export const clientLoader = loadServerCatalogue;

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData.serverName) return errorMeta(args.error, metaLanguage(args));
  return screenMeta(args, 'stats-server_name', { server: args.loaderData.serverName });
};

export default function ServerStatsScreen({ params }: Route.ComponentProps) {
  const { data } = useQuery(ServerCatalogueDocument);
  const server = data?.servers?.items.find((item) => item?.slug === params.serverName);
  return (
    <ScreenFrame screen="stats-server_name" values={{ server: server?.name ?? params.serverName }}>
      {server ? <ServerStatsTable servers={[server]} /> : null}
    </ScreenFrame>
  );
}
