import { AuthorizationPanel } from '../../features/oauth';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-authorization';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-authorization');

export default function CabinetAuthorizationScreen() {
  return (
    <ScreenFrame screen="cabinet-authorization" nested>
      <AuthorizationPanel />
    </ScreenFrame>
  );
}
