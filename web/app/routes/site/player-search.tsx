import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/player-search';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'player-search');

export default function PlayerSearchScreen() {
  return <ScreenFrame screen="player-search" />;
}
