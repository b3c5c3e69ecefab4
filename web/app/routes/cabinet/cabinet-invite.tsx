import { InvitePanel } from '../../features/referrals/components/InvitePanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-invite';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-invite');

export default function CabinetInviteScreen() {
  return (
    <ScreenFrame screen="cabinet-invite" nested>
      <InvitePanel />
    </ScreenFrame>
  );
}
