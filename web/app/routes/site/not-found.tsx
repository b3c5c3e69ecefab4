import { RouteError } from '../../features/errors/components/RouteError';
import { httpError } from '../../platform/httpError';
import { errorMeta, metaLanguage } from '../../platform/seo/pageMeta';
import type { Route } from './+types/not-found';

// Any path no other route claims: 404 Page not found inside the site's frame, with a real 404 status.
function notFound(): never {
  return httpError(404);
}

export const loader = notFound;
export const clientLoader = notFound;

export const meta: Route.MetaFunction = (args) => errorMeta(args.error, metaLanguage(args), 404);

export default function NotFoundPage() {
  return null;
}

export const ErrorBoundary = RouteError;
