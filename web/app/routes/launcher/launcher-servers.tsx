import { ScreenFrame } from '../../features/site';
import { ClientsView } from '../../features/launcher';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-servers';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-servers');

export default function LauncherServersScreen() {
  return (
    <ScreenFrame screen="launcher-servers">
      <ClientsView />
    </ScreenFrame>
  );
}
