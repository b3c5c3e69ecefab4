import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-register';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-register');

export default function LauncherRegisterScreen() {
  return <ScreenFrame screen="launcher-register" />;
}
