import { ServerCatalogueView, loadServerCatalogue } from '../../features/servers';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/servers';

export const loader = loadServerCatalogue;
export const clientLoader = loadServerCatalogue;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'servers');

export default function ServersScreen() {
  return <ServerCatalogueView />;
}
