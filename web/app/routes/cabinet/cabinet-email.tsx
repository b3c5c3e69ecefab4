import { EmailPanel } from '../../features/cabinet';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-email';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-email');

export default function CabinetEmailScreen() {
  return (
    <ScreenFrame screen="cabinet-email" nested>
      <EmailPanel />
    </ScreenFrame>
  );
}
