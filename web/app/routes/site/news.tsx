import { RouteError } from '../../features/errors';
import { NewsArchive, newsArchivePage } from '../../features/news';
import { ScreenFrame } from '../../features/site';
import { NewsArchiveDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/news';

const load = ({ context, request }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  preloadQuery(context, {
    query: NewsArchiveDocument,
    variables: { page: newsArchivePage(new URL(request.url).searchParams) },
  }).then(() => null);

export const loader = (args: Route.LoaderArgs) => load(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => load(args);

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'news');

export default function NewsScreen() {
  return (
    <ScreenFrame screen="news">
      <NewsArchive />
    </ScreenFrame>
  );
}

export const ErrorBoundary = RouteError;
