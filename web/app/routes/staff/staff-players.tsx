import { PlayersPanel } from '../../features/staff';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-players';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-players');

export default function StaffPlayersScreen() {
  return (
    <ScreenFrame screen="staff-players" nested>
      <PlayersPanel />
    </ScreenFrame>
  );
}
