import { RouteError } from '../../features/errors';
import { ScreenFrame } from '../../features/site';
import { EmailConfirmed } from '../../features/welcome';
import { confirmEmailLoader } from '../../features/welcome/index.server';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'confirm-email');

export function loader(args: Route.LoaderArgs) {
  return confirmEmailLoader(args);
}

export default function ConfirmEmailScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenFrame screen="confirm-email">
      <EmailConfirmed confirmed={loaderData.confirmed} />
    </ScreenFrame>
  );
}

export const ErrorBoundary = RouteError;
