import { RedirectsPanel } from '../../features/staff';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-redirects';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-redirects');

export default function StaffRedirectsScreen() {
  return (
    <ScreenFrame screen="staff-redirects" nested>
      <RedirectsPanel />
    </ScreenFrame>
  );
}
