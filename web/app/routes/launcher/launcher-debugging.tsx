import { ScreenFrame } from '../../features/site';
import { DebuggingView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-debugging';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-debugging');

export default function LauncherDebuggingScreen() {
  return (
    <ScreenFrame screen="launcher-debugging">
      <DebuggingView />
    </ScreenFrame>
  );
}
