import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/two-factor';

export const meta: Route.MetaFunction = (args) => screenMeta(args, '2fa');

export default function TwoFactorScreen() {
  return <ScreenFrame screen="2fa" />;
}
