import { GameServersPanel } from '../../features/staff-servers';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-servers';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-servers');

export default function StaffServersScreen() {
  return (
    <ScreenFrame screen="staff-servers" nested>
      <GameServersPanel />
    </ScreenFrame>
  );
}
