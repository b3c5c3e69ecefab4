import { crossSiteRefusal } from '../platform/csrf/csrfMiddleware.server';
import { graphqlRefusal, refuseCredentialFields } from '../platform/auth/credentialFields.server';
import { upstreamHeaders } from '../platform/auth/upstreamHeaders.server';
import { gatewayUrl, graphiqlEnabled } from '../platform/env.server';
import { readGraphqlRequest } from '../platform/graphql/graphqlRequest.server';
import { proxyRequest } from '../platform/proxy.server';
import type { Route } from './+types/graphql';

// /graphql on the site's origin -> the gateway. A resource route, so `react-router dev` and
// the site's server (web/server) behave the same with no server-specific proxy configuration.
async function forward(request: Request) {
  // Mutations only by POST, and only from this site's pages (cross-site request forgery).
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  if (
    request.method.toUpperCase() === 'GET' &&
    /\bmutation\b/.test(new URL(request.url).searchParams.get('query') ?? '')
  ) {
    return Response.json(
      { errors: [{ message: 'Mutations need POST', extensions: { status: 405 } }] },
      { status: 405 },
    );
  }
  // Read once: the guard checks the parsed operations and the gateway gets a body built from them.
  const parsed = await readGraphqlRequest(request);
  if (typeof parsed === 'number') return graphqlRefusal(parsed);
  const refused = refuseCredentialFields(parsed.texts, { allowIntrospection: graphiqlEnabled() });
  if (refused) return refused;
  const target = new URL(gatewayUrl());
  target.search = new URL(request.url).search;
  return proxyRequest(request, target.toString(), {
    extraHeaders: upstreamHeaders(request),
    ...(parsed.body ? { body: parsed.body } : {}),
    unavailable: () =>
      Response.json(
        { errors: [{ message: 'The gateway is unavailable', extensions: { status: 502 } }] },
        { status: 502 },
      ),
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return forward(request);
}

export function action({ request }: Route.ActionArgs) {
  return forward(request);
}
