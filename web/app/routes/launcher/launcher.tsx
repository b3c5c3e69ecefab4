import { ScreenFrame } from '../../features/site';
import { ClientsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher');

export default function LauncherScreen() {
  return (
    <ScreenFrame screen="launcher">
      <ClientsView />
    </ScreenFrame>
  );
}
