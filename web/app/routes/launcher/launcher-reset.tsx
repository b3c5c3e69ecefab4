import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-reset';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-reset');

export default function LauncherResetScreen() {
  return <ScreenFrame screen="launcher-reset" />;
}
