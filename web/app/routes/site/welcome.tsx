import { RouteError } from '../../features/errors';
import { ScreenFrame } from '../../features/site';
import { WelcomeSteps } from '../../features/welcome';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/welcome';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'welcome');

export default function WelcomeScreen() {
  return (
    <ScreenFrame screen="welcome">
      <WelcomeSteps />
    </ScreenFrame>
  );
}

export const ErrorBoundary = RouteError;
