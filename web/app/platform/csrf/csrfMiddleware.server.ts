import type { MiddlewareFunction } from 'react-router';

import { API_ERRORS } from '../../generated/apiErrors';

import { siteConfig } from '../env.server';
import { isSameOriginRequest } from './sameOrigin';

/** A 403 for a state-changing request from another site; GraphQL clients get a GraphQL-shaped body. */
export function crossSiteRefusal(request: Request): Response | null {
  const allowed = isSameOriginRequest({
    method: request.method,
    url: request.url,
    headers: request.headers,
    publicOrigin: siteConfig().primaryOrigin,
  });
  if (allowed) return null;
  return Response.json(
    {
      errors: [
        {
          message: 'Cross-site request refused',
          extensions: {
            status: API_ERRORS.FORBIDDEN.httpStatus,
            error_code: API_ERRORS.FORBIDDEN.errorCode,
            error_message: 'Cross-site request refused',
          },
        },
      ],
    },
    { status: 403 },
  );
}

/** Every form action of the site passes here first (the root's server middleware). */
export const csrfMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  // Payment providers post from their servers (no Origin); their signature is the check, and the
  // proxy passes no cookie, so no visitor's session can ride on these requests.
  if (new URL(request.url).pathname.startsWith('/payments/notify/')) return next();
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  return next();
};
