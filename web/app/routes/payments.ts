import { apiUrl } from '../platform/env.server';
import { proxyRequest } from '../platform/proxy.server';
import type { Route } from './+types/payments';

// Payment providers' notifications (`/payments/notify/{provider}`) and the test provider's checkout
// page (`/payments/test/checkout/{id}`) live in the api; the site's origin is the public address
// providers and buyers reach, so this route streams them through untouched (signatures cover the
// raw body). No cookie goes along: these requests are authenticated by the provider's signature.
function forward(request: Request) {
  const { pathname, search } = new URL(request.url);
  const forwardedFor = request.headers.get('x-forwarded-for');
  return proxyRequest(request, `${apiUrl()}${pathname}${search}`, {
    extraHeaders: {
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...Object.fromEntries(
        ['x-test-signature', 'sign', 'content-hmac'].flatMap((name) => {
          const value = request.headers.get(name);
          return value === null ? [] : [[name, value]];
        }),
      ),
    },
    unavailable: () => new Response('Bad Gateway', { status: 502 }),
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return forward(request);
}

export function action({ request }: Route.ActionArgs) {
  return forward(request);
}
