import { buildVersion } from '../../platform/env.server';

/** `/version.json`: the running build, polled by open pages to notice a new deployment (docs/product.md#site). */
export function loader() {
  return Response.json({ version: buildVersion() }, { headers: { 'Cache-Control': 'no-store' } });
}
