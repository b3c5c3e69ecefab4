import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/restore';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'restore');

export default function RestoreScreen() {
  return <ScreenFrame screen="restore" />;
}
