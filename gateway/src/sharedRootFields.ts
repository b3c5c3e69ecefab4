import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The api marks each route whose answer is the same for every anonymous visitor (`config: { shared: true }`,
 * api/src/platform/openapi/sharedAnswers.ts) with this extension on its OpenAPI operation.
 */
export const SHARED_EXTENSION = 'x-lodestone-shared';

/**
 * A shared operation whose answer is the same for signed-in visitors too (`config: { sameWhenSignedIn:
 * true }`): the api never reads the session there, so a query of such fields only is shared whoever asks.
 */
export const SAME_WHEN_SIGNED_IN_EXTENSION = 'x-lodestone-same-when-signed-in';

/**
 * A write that writes nothing another visitor could see (`config: { readsOnly: true }` in the api, the
 * signed-in state asked after every navigation): its mutation does not empty the memory of answers.
 */
export const READS_ONLY_EXTENSION = 'x-lodestone-reads-only';

/**
 * A write of one player's own data (`config: { writesOwnData: true }` in the api: a sign-in, a purchase,
 * a top-up): no answer shared with a signed-in request shows it, so its mutation empties nothing either.
 */
export const WRITES_OWN_DATA_EXTENSION = 'x-lodestone-writes-own-data';

/**
 * Mesh names a root field after the operation's `operationId` (`sanitizeNameForGraphQL`, which leaves a
 * valid GraphQL name as it is; the api's ids are all valid). An id it would rewrite is refused here
 * rather than guessed at, so the allowlist cannot silently name a field that does not exist.
 */
const GRAPHQL_NAME = /^[_A-Za-z][_A-Za-z0-9]*$/;

/** Answered by GraphQL itself, the same for everyone (the site's health checks ask it). */
const BUILT_IN_SHARED = ['__typename'];

/**
 * The operationIds of the operations that carry `extension`, each of which must be a `method` with an id
 * that is a GraphQL name (a marked operation of another method is an error, not ignored).
 */
function markedOperations(
  documents: readonly unknown[],
  extension: string,
  method: 'get' | 'post',
  what: string,
): string[] {
  const ids: string[] = [];
  for (const document of documents) {
    const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
    for (const [address, pathItem] of Object.entries(paths))
      for (const [verb, operation] of Object.entries(pathItem)) {
        if (typeof operation !== 'object' || operation === null) continue;
        const marked = operation as Record<string, unknown>;
        if (marked[extension] !== true) continue;
        const id = marked.operationId;
        if (verb !== method || typeof id !== 'string' || !GRAPHQL_NAME.test(id))
          throw new Error(
            `${verb.toUpperCase()} ${address}: a ${what} operation must be a ${method.toUpperCase()} with an operationId that is a GraphQL name`,
          );
        ids.push(id);
      }
  }
  return ids;
}

/**
 * The root fields a query may consist of for its answer to be shared: the operations marked shared in
 * the api's OpenAPI documents. Only a GET becomes a Query field in Mesh; a marked write is an error.
 */
export function sharedRootFields(documents: readonly unknown[]): ReadonlySet<string> {
  return new Set([...BUILT_IN_SHARED, ...markedOperations(documents, SHARED_EXTENSION, 'get', 'shared')]);
}

/**
 * The root fields whose answer is the same whoever asks, signed in or not: shared operations that also
 * carry `SAME_WHEN_SIGNED_IN_EXTENSION` (one without the other is an error in the documents).
 */
export function sameWhenSignedInRootFields(documents: readonly unknown[]): ReadonlySet<string> {
  const shared = sharedRootFields(documents);
  const fields = markedOperations(documents, SAME_WHEN_SIGNED_IN_EXTENSION, 'get', 'same-when-signed-in');
  const unshared = fields.filter((field) => !shared.has(field));
  if (unshared.length > 0)
    throw new Error(`${unshared.join(', ')}: marked the same when signed in but not shared`);
  return new Set(fields);
}

/** The mutation root fields that write nothing shared: the POST operations marked reads-only. */
export function readsOnlyRootFields(documents: readonly unknown[]): ReadonlySet<string> {
  return new Set(markedOperations(documents, READS_ONLY_EXTENSION, 'post', 'reads-only'));
}

/** The mutation root fields that write one player's own data: the POST operations so marked. */
export function writesOwnDataRootFields(documents: readonly unknown[]): ReadonlySet<string> {
  return new Set(markedOperations(documents, WRITES_OWN_DATA_EXTENSION, 'post', 'writes-own-data'));
}

/** The OpenAPI documents `.meshrc.yml` builds from (its `source:` lines, relative to gateway/). */
export function meshSourceDocuments(gatewayDir: string): unknown[] {
  const meshrc = readFileSync(path.join(gatewayDir, '.meshrc.yml'), 'utf8');
  const sources = [...meshrc.matchAll(/^\s*source:\s*(\S+\.json)\s*$/gm)].map((match) => match[1] ?? '');
  if (sources.length === 0) throw new Error('.meshrc.yml names no OpenAPI source');
  return sources.map(
    (source) => JSON.parse(readFileSync(path.resolve(gatewayDir, source), 'utf8')) as unknown,
  );
}
