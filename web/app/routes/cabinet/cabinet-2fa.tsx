import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-2fa';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-2fa');

export default function CabinetTwoFactorScreen() {
  return <ScreenFrame screen="cabinet-2fa" nested />;
}
