import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'register');

export default function RegisterScreen() {
  return <ScreenFrame screen="register" />;
}
