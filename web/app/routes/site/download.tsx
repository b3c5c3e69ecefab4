import { DownloadView, systemOfUserAgent } from '../../features/download';
import { RouteError } from '../../features/errors';
import { referralCodeOf } from '../../features/redirects';
import { ScreenFrame } from '../../features/site';
import { LauncherDownloadsDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/download';

/** On the server the request says who is visiting: its user agent and the `/r/{code}` cookie. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await preloadQuery(context, { query: LauncherDownloadsDocument });
  return {
    visitorSystem: systemOfUserAgent(request.headers.get('user-agent')),
    referralCode: referralCodeOf(request.headers.get('cookie')) ?? null,
  };
}

/** In the browser the same comes from the browser itself. */
export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  await preloadQuery(context, { query: LauncherDownloadsDocument });
  return {
    visitorSystem: systemOfUserAgent(navigator.userAgent),
    referralCode: referralCodeOf(document.cookie) ?? null,
  };
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'download');

export default function DownloadScreen({ loaderData }: Route.ComponentProps) {
  const { visitorSystem, referralCode } = loaderData;
  return (
    <ScreenFrame screen="download">
      <DownloadView visitorSystem={visitorSystem} referralCode={referralCode} />
    </ScreenFrame>
  );
}

export const ErrorBoundary = RouteError;
