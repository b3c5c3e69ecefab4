import { SessionsPanel } from '../../features/cabinet/views/SessionsPanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-sessions';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-sessions');

export default function CabinetSessionsScreen() {
  return (
    <ScreenFrame screen="cabinet-sessions" nested>
      <SessionsPanel />
    </ScreenFrame>
  );
}
