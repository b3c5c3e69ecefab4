import { ScreenFrame } from '../../features/site';
import { AccountView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-account';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-account');

export default function LauncherAccountScreen() {
  return (
    <ScreenFrame screen="launcher-account">
      <AccountView />
    </ScreenFrame>
  );
}
