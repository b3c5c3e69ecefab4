import { Kind, parse, visit, type DocumentNode } from 'graphql';

import { API_ERRORS } from '../../generated/apiErrors';

// Credentials reach the browser only as HttpOnly cookies. The gateway can answer them (the web server's
// own sign-in actions select them), so the public `/graphql` proxy refuses any operation that selects
// them. It checks the operations as parsed (JSON decoding by readGraphqlRequest, then GraphQL parsing),
// so unicode escapes (`\u0061ccessToken`), aliases and fragments hide nothing; anything it cannot read
// is refused rather than passed on, and the gateway gets a body rebuilt from that one parse.
const CREDENTIAL_FIELDS = new Set(['accessToken', 'accessId']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

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

/**
 * 403 for an operation that selects accessId/accessToken (or introspects where that is off), 400 for a
 * text that is not GraphQL, else null. The texts are those readGraphqlRequest took from the request:
 * the body the gateway gets is built from the same parse.
 */
export function refuseCredentialFields(
  texts: readonly string[],
  options: CredentialGuardOptions = { allowIntrospection: true },
): Response | null {
  for (const text of texts) {
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch {
      return graphqlRefusal(400);
    }
    const verdict = verdictOf(document, options.allowIntrospection);
    if (verdict === 'credentials') return graphqlRefusal(403);
    if (verdict === 'introspection') return graphqlRefusal(403, 'introspection');
  }
  return null;
}

const MESSAGES: Partial<Record<number, string>> = {
  400: 'The request is not a GraphQL operation this site accepts',
  413: 'The request is too large',
  415: 'Send GraphQL as application/json or multipart/form-data',
};
const CODES: Partial<Record<number, number>> = {
  400: API_ERRORS.VALIDATION_FAILED.errorCode,
  413: API_ERRORS.PAYLOAD_TOO_LARGE.errorCode,
  415: API_ERRORS.VALIDATION_FAILED.errorCode,
};

/** The GraphQL-shaped refusal of /graphql (also for bodies readGraphqlRequest cannot read). */
export function graphqlRefusal(status: number, reason?: 'introspection'): Response {
  const message =
    reason === 'introspection'
      ? 'Introspection is off in production'
      : (MESSAGES[status] ?? 'Credentials are not available here');
  return Response.json(
    {
      errors: [
        { message, extensions: { status, error_code: CODES[status] ?? API_ERRORS.FORBIDDEN.errorCode } },
      ],
    },
    { status },
  );
}
