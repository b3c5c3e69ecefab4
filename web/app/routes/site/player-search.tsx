import { PlayerSearchView } from '../../features/servers';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/player-search';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'player-search');

export default function PlayerSearchScreen({ params }: Route.ComponentProps) {
  return <PlayerSearchView lang={params.lang} />;
}
