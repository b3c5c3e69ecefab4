import { ClientsPanel } from '../../features/staff';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-clients';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-clients');

export default function StaffClientsScreen() {
  return (
    <ScreenFrame screen="staff-clients" nested>
      <ClientsPanel />
    </ScreenFrame>
  );
}
