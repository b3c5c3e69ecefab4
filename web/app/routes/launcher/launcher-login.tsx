import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-login';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-login');

export default function LauncherLoginScreen() {
  return <ScreenFrame screen="launcher-login" />;
}
