import { InvitePanel } from '../../features/referrals';
import { ScreenFrame } from '../../features/site';
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
