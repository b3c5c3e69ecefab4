import { redirect } from 'react-router';

import { RouteError } from '../../features/errors';
import { httpError } from '../../platform/httpError';
import { languageContext } from '../../platform/i18n/languageContext';
import { findRedirectRule } from '../../platform/routing/findRedirectRule';
import { errorMeta, metaLanguage } from '../../platform/seo/pageMeta';
import type { Route } from './+types/not-found';

// Any path no page claims: a redirect staff configured for it, else 404 Page not found inside the
// site's frame with a real 404 status. A server loader only, so client navigation asks the server too.
export async function loader({ url, context }: Route.LoaderArgs) {
  const rule = await findRedirectRule(context, url, context.get(languageContext));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  if (rule) throw redirect(rule.location, rule.status);
  return httpError(404);
}

export const meta: Route.MetaFunction = (args) => errorMeta(args.error, metaLanguage(args), 404);

export default function NotFoundPage() {
  return null;
}

export const ErrorBoundary = RouteError;
