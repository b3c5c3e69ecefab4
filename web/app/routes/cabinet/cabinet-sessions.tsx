import { SessionsPanel } from '../../features/cabinet';
import { ScreenFrame } from '../../features/site';
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
