import { AdjustBalanceForm } from '../../features/staff';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-economy';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-economy');

export default function StaffEconomyScreen() {
  return (
    <ScreenFrame screen="staff-economy" nested>
      <AdjustBalanceForm />
    </ScreenFrame>
  );
}
