import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-reset-request';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-reset-request');

export default function LauncherResetRequestScreen() {
  return <ScreenFrame screen="launcher-reset-request" />;
}
