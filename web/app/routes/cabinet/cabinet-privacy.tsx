import { PrivacyPanel } from '../../features/cabinet';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-privacy';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-privacy');

export default function CabinetPrivacyScreen() {
  return (
    <ScreenFrame screen="cabinet-privacy" nested>
      <PrivacyPanel />
    </ScreenFrame>
  );
}
