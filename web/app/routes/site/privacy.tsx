import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'privacy');

export default function PrivacyScreen() {
  return <ScreenFrame screen="privacy" />;
}
