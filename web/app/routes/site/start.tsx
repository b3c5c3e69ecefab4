import { ScreenFrame } from '../../features/site';
import { StartSteps } from '../../features/start';
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
