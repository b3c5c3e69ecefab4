import { PrivacyPanel } from '../../features/cabinet/views/PrivacyPanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
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
