import { StaffPaymentsPanel } from '../../features/staff';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-payments';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-payments');

export default function StaffPaymentsScreen() {
  return (
    <ScreenFrame screen="staff-payments" nested>
      <StaffPaymentsPanel />
    </ScreenFrame>
  );
}
