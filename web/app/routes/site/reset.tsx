import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/reset';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'reset');

export default function ResetScreen() {
  return <ScreenFrame screen="reset" />;
}
