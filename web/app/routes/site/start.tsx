import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { StartSteps } from '../../features/start/components/StartSteps';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/start';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'start');

export default function StartScreen() {
  return (
    <ScreenFrame screen="start">
      <StartSteps />
    </ScreenFrame>
  );
}
