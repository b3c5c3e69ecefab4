import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { ClientsView } from '../../features/launcher/views/ClientsView';
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
