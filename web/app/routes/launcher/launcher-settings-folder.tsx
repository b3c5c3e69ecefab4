import { ScreenFrame } from '../../features/site';
import { FolderSettingsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-settings-folder';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-settings-folder');

export default function LauncherSettingsFolderScreen() {
  return (
    <ScreenFrame screen="launcher-settings-folder" nested>
      <FolderSettingsView />
    </ScreenFrame>
  );
}
