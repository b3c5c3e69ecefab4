import { BanListView } from '../../features/servers';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/banlist';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'banlist');

export default function BanlistScreen() {
  return <BanListView />;
}
