import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'login');

export default function LoginScreen() {
  return <ScreenFrame screen="login" />;
}
