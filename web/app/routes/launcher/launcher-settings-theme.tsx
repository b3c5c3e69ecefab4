import { ScreenFrame } from '../../features/site';
import { ThemeSettingsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-settings-theme';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-settings-theme');

export default function LauncherSettingsThemeScreen() {
  return (
    <ScreenFrame screen="launcher-settings-theme" nested>
      <ThemeSettingsView />
    </ScreenFrame>
  );
}
