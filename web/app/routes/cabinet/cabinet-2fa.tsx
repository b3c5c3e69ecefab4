import { ScreenFrame } from '../../features/site';
import { TwoFactorPanel } from '../../features/twoFactor';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-2fa';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-2fa');

export default function Cabinet2faScreen() {
  return (
    <ScreenFrame screen="cabinet-2fa" nested>
      <TwoFactorPanel />
    </ScreenFrame>
  );
}
