import { StaffDeliveriesPanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-deliveries';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-deliveries');

export default function StaffDeliveriesScreen() {
  return (
    <ScreenFrame screen="staff-deliveries" nested>
      <StaffDeliveriesPanel />
    </ScreenFrame>
  );
}
