import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/rules';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'rules');

export default function RulesScreen() {
  return <ScreenFrame screen="rules" />;
}
