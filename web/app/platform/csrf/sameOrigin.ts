// Cross-site request forgery: a state-changing request must come from a page of this site. Browsers send
// `Origin` on every cross-origin POST and on same-origin fetches; `Referer` stands in where it is missing.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckInput {
  method: string;
  url: string;
  headers: Headers;
  /** The configured public address (PUBLIC_SITE_URL); a proxy in front may change the request's host. */
  publicOrigin: string | undefined;
}

function originOf(value: string | null): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origins this request may legitimately come from: its own address as seen here and through a proxy. */
function siteOrigins({ url, headers, publicOrigin }: OriginCheckInput): Set<string> {
  const own = new URL(url);
  const origins = new Set([own.origin]);
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const forwardedProto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwardedHost) origins.add(`${forwardedProto ?? own.protocol.replace(':', '')}://${forwardedHost}`);
  const host = headers.get('host');
  if (host) origins.add(`${own.protocol}//${host}`);
  const configured = originOf(publicOrigin ?? null);
  if (configured) origins.add(configured);
  return origins;
}

/** True when the request may change state: a safe method, or a same-site Origin (or Referer). */
export function isSameOriginRequest(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  const origin = originOf(input.headers.get('origin')) ?? originOf(input.headers.get('referer'));
  // Neither header: not a browser form or fetch (browsers always send one of them on POST), so no
  // cookie-riding page can be behind it — but a signed-in browser never omits both, so refuse anyway.
  if (!origin) return false;
  return siteOrigins(input).has(origin);
}
