import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'team');

export default function TeamScreen() {
  return <ScreenFrame screen="team" />;
}
