import { StaffPaymentsPanel } from '../../features/staff/views/StaffPaymentsPanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
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
