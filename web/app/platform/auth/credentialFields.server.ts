import { Kind, parse, visit, type DocumentNode } from 'graphql';

// Credentials reach the browser only as HttpOnly cookies. The gateway can answer them (the web server's
// own sign-in actions select them), so the public `/graphql` proxy refuses any operation that selects
// them. It reads the operation the way the gateway will (JSON decoding, then GraphQL parsing), so
// unicode escapes (`\u0061ccessToken`), aliases and fragments hide nothing; anything it cannot read
// the same way is refused rather than passed on.
const CREDENTIAL_FIELDS = new Set(['accessToken', 'accessId']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

const MAX_BODY = 1024 * 1024;
// Image uploads: the api takes 10 MB files; the operation itself is checked like any other.
const MAX_MULTIPART_BODY = 11 * 1024 * 1024;

export interface CredentialGuardOptions {
  /** Production without GRAPHIQL=1: introspection is refused here as well as at the gateway. */
  allowIntrospection: boolean;
}

type Verdict = 'ok' | 'credentials' | 'introspection';

function verdictOf(document: DocumentNode, allowIntrospection: boolean): Verdict {
  let verdict: Verdict = 'ok';
  visit(document, {
    [Kind.FIELD](node) {
      if (CREDENTIAL_FIELDS.has(node.name.value)) verdict = 'credentials';
      else if (!allowIntrospection && INTROSPECTION_FIELDS.has(node.name.value) && verdict === 'ok') {
        verdict = 'introspection';
      }
    },
  });
  return verdict;
}

/** The GraphQL texts a request carries, or null when it is not a shape the gateway accepts. */
async function queryTexts(request: Request): Promise<string[] | number> {
  const url = new URL(request.url);
  const texts: string[] = [];
  const fromUrl = url.searchParams.getAll('query');
  texts.push(...fromUrl);
  const method = request.method.toUpperCase();
  if (method !== 'POST') return texts;
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (contentType.startsWith('multipart/form-data')) {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_MULTIPART_BODY) return 413;
    let operations: FormDataEntryValue | null;
    try {
      operations = (await request.clone().formData()).get('operations');
    } catch {
      return 400;
    }
    if (typeof operations !== 'string') return 400;
    return collectFromJson(operations, texts);
  }
  const body = await request.clone().text();
  if (body.length > MAX_BODY) return 413;
  if (contentType.startsWith('application/graphql') && !contentType.includes('json')) {
    texts.push(body);
    return texts;
  }
  if (contentType.startsWith('application/json') || /^application\/[a-z.+-]*\+json/.test(contentType)) {
    return collectFromJson(body, texts);
  }
  return 415;
}

function collectFromJson(text: string, texts: string[]): string[] | number {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return 400;
  }
  // A batch (an array of operations) is checked item by item.
  for (const item of Array.isArray(payload) ? payload : [payload]) {
    if (typeof item !== 'object' || item === null) return 400;
    const query = (item as { query?: unknown }).query;
    if (query === undefined || query === null) continue;
    if (typeof query !== 'string') return 400;
    texts.push(query);
  }
  return texts;
}

/**
 * 403 for an operation that selects accessId/accessToken (or introspects where that is off), 4xx for a
 * body it cannot read, else null. Reads a clone of the body, so the request still streams on.
 */
export async function refuseCredentialFields(
  request: Request,
  options: CredentialGuardOptions = { allowIntrospection: true },
): Promise<Response | null> {
  const texts = await queryTexts(request);
  if (typeof texts === 'number') return refusal(texts);
  for (const text of texts) {
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch {
      return refusal(400);
    }
    const verdict = verdictOf(document, options.allowIntrospection);
    if (verdict === 'credentials') return refusal(403);
    if (verdict === 'introspection') return refusal(403, 'introspection');
  }
  return null;
}

const MESSAGES: Partial<Record<number, string>> = {
  400: 'The request is not a GraphQL operation this site accepts',
  413: 'The request is too large',
  415: 'Send GraphQL as application/json or multipart/form-data',
};
const CODES: Partial<Record<number, number>> = { 400: 2, 413: 8, 415: 2 };

function refusal(status: number, reason?: 'introspection'): Response {
  const message =
    reason === 'introspection'
      ? 'Introspection is off in production'
      : (MESSAGES[status] ?? 'Credentials are not available here');
  return Response.json(
    { errors: [{ message, extensions: { status, error_code: CODES[status] ?? 5 } }] },
    { status },
  );
}
