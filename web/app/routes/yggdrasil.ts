import { apiUrl } from '../platform/env.server';
import { proxyRequest } from '../platform/proxy.server';
import type { Route } from './+types/yggdrasil';

// authlib-injector's Yggdrasil API (`/api-launcher/yggdrasil/...`) lives in the api; launchers and
// game servers reach it at the site's address (the X-Authlib-Injector-API-Location header says so).
// The client's address goes along: `hasJoined?ip=` compares it with the one that joined.
function forward(request: Request) {
  const { pathname, search } = new URL(request.url);
  const forwardedFor = request.headers.get('x-forwarded-for');
  return proxyRequest(request, `${apiUrl()}${pathname}${search}`, {
    extraHeaders: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    unavailable: () =>
      Response.json({ error: 'ServiceUnavailable', errorMessage: 'Try again later.' }, { status: 503 }),
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return forward(request);
}

export function action({ request }: Route.ActionArgs) {
  return forward(request);
}
