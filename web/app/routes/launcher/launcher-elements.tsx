import { ScreenFrame } from '../../features/site';
import { ElementsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-elements';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-elements');

export default function LauncherElementsScreen() {
  return (
    <ScreenFrame screen="launcher-elements">
      <ElementsView />
    </ScreenFrame>
  );
}
