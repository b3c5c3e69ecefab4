import { TopView, loadTop } from '../../features/servers';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/top-type';

export const loader = loadTop;
export const clientLoader = loadTop;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'top-type');

export default function TopScreen({ params }: Route.ComponentProps) {
  return <TopView lang={params.lang} type={params.type} serverName={params.serverName} />;
}
