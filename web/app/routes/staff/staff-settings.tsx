import { SiteSettingsPanel } from '../../features/staffSettings';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-settings';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-settings');

export default function StaffSettingsScreen() {
  return (
    <ScreenFrame screen="staff-settings" nested>
      <SiteSettingsPanel />
    </ScreenFrame>
  );
}
