import type { IncomingHttpHeaders } from 'node:http';

import { getOperationAST, Kind, parse } from 'graphql';

/**
 * A short memory of anonymous query answers (docs/performance.md, "the gateway"). The site asks the
 * same few queries for every anonymous visitor (the home page, the footer's `main`, documents); through
 * GraphQL Mesh each costs ~4 ms of CPU (parsing the JSON, envelop, stitching's delegation, the REST call,
 * serialising), while the api answers the same data from its own memory in well under a millisecond.
 *
 * Kept: a `POST /graphql` JSON query of shared root fields only, sent without credentials, whose answer is
 * a 200 without `errors`. Shared root fields are the operations the api marks shared in its OpenAPI
 * documents (`sharedFields`, read by sharedRootFields.ts); nothing else is ever kept.
 * Keyed by the request body as sent (document, variables, operation name) and every header the answer
 * depends on. Emptied by any request that may write (a mutation, anything the gateway cannot classify as
 * a query) when it begins and again when it ends, so no answer read before a write outlives it; a write
 * made elsewhere (the api directly, a game server's report) shows once the lifetime is over.
 */
export interface CachedAnswer {
  status: number;
  /** Lower-case names, without the hop's own (date, connection), with this body's content-length. */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  storedAt: number;
}

export interface ResponseCacheOptions {
  /** GATEWAY_CACHE_MS; 0 turns it off. */
  ttlMs: number;
  /** Root fields a query may consist of for its answer to be kept (sharedRootFields.ts). */
  sharedFields: ReadonlySet<string>;
  /**
   * The shared fields whose answer is the same for signed-in visitors too (sameWhenSignedInRootFields):
   * a query of these only is kept and answered whoever asks.
   */
  sameWhenSignedInFields?: ReadonlySet<string>;
  /** Mutation root fields that write nothing shared (readsOnlyRootFields): such a mutation is a read here. */
  readsOnlyFields?: ReadonlySet<string>;
  /**
   * Mutation root fields that write one player's own data (writesOwnDataRootFields): a mutation of these
   * (and reads-only ones) empties nothing, since no answer kept here shows it.
   */
  writesOwnDataFields?: ReadonlySet<string>;
  now?: () => number;
  maxEntries?: number;
  /** Larger answers are not kept (bytes). */
  maxBodyBytes?: number;
}

/** Any of these makes a request someone's own: its answer may hold what only they may see. */
const CREDENTIAL_HEADERS = ['cookie', 'authorization', 'access-id', 'access-token', 'x-system-token'];

/** Headers the upstream request or the answer depends on, besides the body. */
const KEY_HEADERS = ['accept-language', 'accept', 'origin', 'content-type'];

/** Headers of one HTTP exchange, never replayed from memory. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export function anonymous(headers: IncomingHttpHeaders): boolean {
  return CREDENTIAL_HEADERS.every((name) => headers[name] === undefined);
}

export function answerKey(headers: IncomingHttpHeaders, url: string, body: string): string {
  let key = `${url}\n`;
  for (const name of KEY_HEADERS) key += `${String(headers[name] ?? '')}\n`;
  return key + body;
}

/** Keeps only what a replay may send again. */
export function replayableHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (!HOP_HEADERS.has(lower) && lower !== 'set-cookie') kept[lower] = value;
  }
  return kept;
}

/**
 * 'everyone-query': shared whoever asks; 'shared-query': shared between anonymous visitors; 'query': a
 * read never kept; 'own-write': a write of one player's own data, never kept, emptying nothing;
 * 'other': a possible write.
 */
export type OperationKind = 'everyone-query' | 'shared-query' | 'query' | 'own-write' | 'other';

const MAX_KINDS = 1000;

/**
 * Whether a JSON request body runs a query (and nothing else), and whether that query asks only for
 * `sharedFields`. A query such as `captchaChallenge` answers something new each time (a puzzle that can
 * be solved once), so the fields name what may be shared rather than what may not. A batch, a body that
 * does not parse, a mutation or a subscription is 'other': treated as a possible write; a mutation of
 * `readsOnlyFields` only (the signed-in state) is a 'query', never kept, and one of those and
 * `writesOwnDataFields` only (a purchase) an 'own-write'.
 */
export function operationKind(
  body: string,
  sharedFields: ReadonlySet<string>,
  readsOnlyFields: ReadonlySet<string> = new Set(),
  sameWhenSignedInFields: ReadonlySet<string> = new Set(),
  writesOwnDataFields: ReadonlySet<string> = new Set(),
): OperationKind {
  let kind: OperationKind = 'other';
  try {
    const params = JSON.parse(body) as unknown;
    if (typeof params === 'object' && params !== null && !Array.isArray(params)) {
      const { query, operationName } = params as { query?: unknown; operationName?: unknown };
      if (typeof query === 'string') {
        const operation = getOperationAST(
          parse(query),
          typeof operationName === 'string' ? operationName : undefined,
        );
        if (operation?.operation === 'query') {
          const all = (fields: ReadonlySet<string>) =>
            operation.selectionSet.selections.every(
              (selection) => selection.kind === Kind.FIELD && fields.has(selection.name.value),
            );
          kind = all(sharedFields) ? 'shared-query' : 'query';
          if (kind === 'shared-query' && all(sameWhenSignedInFields)) kind = 'everyone-query';
        } else if (operation?.operation === 'mutation') {
          const fields = operation.selectionSet.selections.map((selection) =>
            selection.kind === Kind.FIELD ? selection.name.value : undefined,
          );
          const readsOnly = (field: string | undefined) => field !== undefined && readsOnlyFields.has(field);
          if (fields.every(readsOnly)) kind = 'query';
          else if (fields.every((field) => readsOnly(field) || writesOwnDataFields.has(field ?? '')))
            kind = 'own-write';
        }
      }
    }
  } catch {
    kind = 'other';
  }
  return kind;
}

/** A 200 JSON answer with data and without errors (a GraphQL error is a 200 too). */
export function cacheableAnswer(status: number, contentType: string | undefined, body: Buffer): boolean {
  if (status !== 200 || !(contentType ?? '').includes('json')) return false;
  try {
    const result = JSON.parse(body.toString()) as { data?: unknown; errors?: unknown };
    return result.errors === undefined && typeof result.data === 'object' && result.data !== null;
  } catch {
    return false;
  }
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Kinds remembered per body, since the site sends the same few documents again and again. */
  private readonly kinds = new Map<string, OperationKind>();
  /** Bumped by every clear: a query that began before a write is not kept after it. */
  private generation = 0;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxBodyBytes: number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  }

  kindOf(body: string): OperationKind {
    const known = this.kinds.get(body);
    if (known !== undefined) return known;
    const kind = operationKind(
      body,
      this.options.sharedFields,
      this.options.readsOnlyFields,
      this.options.sameWhenSignedInFields,
      this.options.writesOwnDataFields,
    );
    if (this.kinds.size >= MAX_KINDS) this.kinds.clear();
    this.kinds.set(body, kind);
    return kind;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  read(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Call when a query begins; pass the result to write. */
  begin(): number {
    return this.generation;
  }

  write(key: string, startedIn: number, answer: Omit<CachedAnswer, 'storedAt'>): void {
    if (!this.enabled || startedIn !== this.generation || answer.body.length > this.maxBodyBytes) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { ...answer, storedAt: this.now() });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
