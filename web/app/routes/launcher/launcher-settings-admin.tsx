import { ScreenFrame } from '../../features/site';
import { AdminSettingsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-settings-admin';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-settings-admin');

export default function LauncherSettingsAdminScreen() {
  return (
    <ScreenFrame screen="launcher-settings-admin" nested>
      <AdminSettingsView />
    </ScreenFrame>
  );
}
