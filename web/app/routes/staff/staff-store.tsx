import { StaffStorePanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-store';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-store');

export default function StaffStoreScreen() {
  return (
    <ScreenFrame screen="staff-store" nested>
      <StaffStorePanel />
    </ScreenFrame>
  );
}
