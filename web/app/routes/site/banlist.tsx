import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/banlist';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'banlist');

export default function BanlistScreen() {
  return <ScreenFrame screen="banlist" />;
}
