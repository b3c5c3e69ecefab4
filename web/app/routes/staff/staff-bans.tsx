import { GameBansPanel } from '../../features/gameBans';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-bans';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-bans');

export default function StaffBansScreen() {
  return (
    <ScreenFrame screen="staff-bans" nested>
      <GameBansPanel />
    </ScreenFrame>
  );
}
