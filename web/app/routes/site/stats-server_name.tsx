import { ServerStatsView, loadServerStats } from '../../features/servers';
import { errorMeta, metaLanguage } from '../../platform/seo/pageMeta';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/stats-server_name';

export const loader = loadServerStats;
export const clientLoader = loadServerStats;

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData.serverName) return errorMeta(args.error, metaLanguage(args));
  return screenMeta(args, 'stats-server_name', { server: args.loaderData.serverName });
};

export default function ServerStatsScreen({ params }: Route.ComponentProps) {
  return <ServerStatsView serverName={params.serverName} />;
}
