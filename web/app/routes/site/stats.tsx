import { NetworkStatsView, loadNetworkStats } from '../../features/servers';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/stats';

export const loader = loadNetworkStats;
export const clientLoader = loadNetworkStats;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'stats');

export default function StatsScreen() {
  return <NetworkStatsView />;
}
