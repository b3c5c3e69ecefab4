// One parse of each `/graphql` request (issue 27 #3). The site reads the request once — JSON, the GraphQL
// text, or the multipart upload form — checks what it read, and sends the gateway a body built from
// those same parsed values, never the client's original bytes. Two parsers can disagree about a body
// (which of two `operations` fields counts, a duplicate JSON key, an odd boundary); when only one parser
// ever sees the client's bytes, there is nothing for them to disagree about. Duplicate form fields and
// duplicate GraphQL URL parameters are refused outright: no honest client sends them.

const MAX_JSON_BODY = 1024 * 1024;
// Image uploads: the api takes 10 MB files; the site's server already caps the body at this size.
const MAX_MULTIPART_BODY = 11 * 1024 * 1024;
/** GraphQL-over-HTTP parameters a GET carries; each may appear once. */
const URL_PARAMETERS = ['query', 'variables', 'operationName', 'extensions'];

export interface GraphqlRequest {
  /** Every GraphQL text the request carries (URL and body), for the guards to check. */
  texts: string[];
  /** What the gateway gets: rebuilt from the parsed values (null for a GET). */
  body: { content: string | FormData; contentType: string | null } | null;
}

function jsonOperations(text: string, texts: string[]): unknown {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return undefined;
  }
  // A batch (an array of operations) is checked item by item.
  for (const item of Array.isArray(payload) ? payload : [payload]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const query = (item as { query?: unknown }).query;
    if (query === undefined || query === null) continue;
    if (typeof query !== 'string') return undefined;
    texts.push(query);
  }
  return payload;
}

async function readMultipart(request: Request, texts: string[]): Promise<GraphqlRequest | number> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_MULTIPART_BODY) return 413;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return 400;
  }
  const names = [...form.keys()];
  // Two fields of one name: the site would check one and the gateway might run the other.
  if (new Set(names).size !== names.length) return 400;
  const operationsText = form.get('operations');
  const mapText = form.get('map');
  if (typeof operationsText !== 'string' || (mapText !== null && typeof mapText !== 'string')) return 400;
  const operations = jsonOperations(operationsText, texts);
  if (operations === undefined) return 400;
  const upstream = new FormData();
  upstream.append('operations', JSON.stringify(operations));
  if (mapText !== null) {
    let map: unknown;
    try {
      map = JSON.parse(mapText);
    } catch {
      return 400;
    }
    upstream.append('map', JSON.stringify(map));
  }
  for (const [name, value] of form.entries()) {
    if (name === 'operations' || name === 'map') continue;
    // Files only: the upload specification has no other fields.
    if (typeof value === 'string') return 400;
    upstream.append(name, value, value.name);
  }
  // fetch writes the form with its own boundary and Content-Type.
  return { texts, body: { content: upstream, contentType: null } };
}

/** The request read once, or the status to refuse it with (400, 413, 415). */
export async function readGraphqlRequest(request: Request): Promise<GraphqlRequest | number> {
  const url = new URL(request.url);
  for (const name of URL_PARAMETERS) if (url.searchParams.getAll(name).length > 1) return 400;
  const texts = url.searchParams.getAll('query');
  if (request.method.toUpperCase() !== 'POST') return { texts, body: null };
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (contentType.startsWith('multipart/form-data')) return readMultipart(request, texts);
  const text = await request.text();
  if (text.length > MAX_JSON_BODY) return 413;
  if (contentType.startsWith('application/graphql') && !contentType.includes('json')) {
    texts.push(text);
    return { texts, body: { content: JSON.stringify({ query: text }), contentType: 'application/json' } };
  }
  if (contentType.startsWith('application/json') || /^application\/[a-z.+-]*\+json/.test(contentType)) {
    const payload = jsonOperations(text, texts);
    if (payload === undefined) return 400;
    return { texts, body: { content: JSON.stringify(payload), contentType: 'application/json' } };
  }
  return 415;
}
