import { ScreenFrame } from '../../features/site';
import { BanView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-ban';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-ban');

export default function LauncherBanScreen() {
  return (
    <ScreenFrame screen="launcher-ban">
      <BanView />
    </ScreenFrame>
  );
}
