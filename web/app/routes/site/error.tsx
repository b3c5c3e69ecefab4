import { data } from 'react-router';

import { errorStatusFromQuery, RouteError } from '../../features/errors';
import { errorMeta, metaLanguage } from '../../platform/seo/pageMeta';
import type { Route } from './+types/error';

/**
 * The error page of docs/product.md#navigation (`/error?status=500&message=...`): fatal UI errors lead here. It answers
 * with the status it shows, and the message becomes the description.
 */
function showError({ url }: { url: URL }): never {
  const status = errorStatusFromQuery(url.searchParams.get('status'));
  const message = url.searchParams.get('message')?.slice(0, 300) ?? '';
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to answer with a status
  throw data(message, { status });
}

export const loader = showError;
export const clientLoader = showError;

export const meta: Route.MetaFunction = (args) => errorMeta(args.error, metaLanguage(args));

export default function ErrorPage() {
  return null;
}

export const ErrorBoundary = RouteError;
