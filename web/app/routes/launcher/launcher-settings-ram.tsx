import { ScreenFrame } from '../../features/site';
import { RamSettingsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-settings-ram';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-settings-ram');

export default function LauncherSettingsRamScreen() {
  return (
    <ScreenFrame screen="launcher-settings-ram" nested>
      <RamSettingsView />
    </ScreenFrame>
  );
}
