import { apiUrl } from '../platform/env.server';
import { proxyRequest } from '../platform/proxy.server';
import type { Route } from './+types/uploads';

// Uploaded files (document covers, later skins) live with the api; pages refer to them as same-origin
// `/uploads/...` paths and this route streams them through.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  return proxyRequest(request, `${apiUrl()}${pathname}${search}`, {
    unavailable: () => new Response('Bad Gateway', { status: 502 }),
  });
}
