import { ScreenFrame } from '../../features/site';
import { OtherSettingsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-settings-other';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-settings-other');

export default function LauncherSettingsOtherScreen() {
  return (
    <ScreenFrame screen="launcher-settings-other" nested>
      <OtherSettingsView />
    </ScreenFrame>
  );
}
