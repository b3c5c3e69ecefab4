import type { IncomingHttpHeaders } from 'node:http';

import type { GraphQLSchema } from 'graphql';
import { isListType, isNonNullType } from 'graphql';

import type { GatewayAnswer } from '../gatewayAnswer.js';
import { callKey, type ApiAnswer, type ApiCall } from './apiCall.js';
import { NotProjectable, planQuery, project, type QueryPlan, type RootFieldPlan } from './queryPlan.js';

/** Client headers forwarded to the api, per source (`operationHeaders` in .meshrc.yml): api name → client name. */
export type ForwardedHeaders = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Mesh hands the request on: with the api's answers already fetched for it, when there are any. */
export type ViaMesh = (prefetched?: Map<string, ApiAnswer>) => Promise<GatewayAnswer>;

interface Known {
  plan: QueryPlan;
  /** The headers Mesh answered this query with once (content type): the same for every answer. */
  headers: Record<string, string> | undefined;
}

const MAX_KNOWN = 1000;
const TEMPLATE = /^\{context\.headers\['([a-z0-9-]+)'\]\}$/;

/**
 * Reads the client headers each source forwards from Mesh's `operationHeaders` (`{context.headers['x']}`
 * only; a source with anything else is left out, and its queries to Mesh).
 */
export function forwardedHeaders(
  sources: readonly { name: string; operationHeaders?: Record<string, string> }[],
): ForwardedHeaders {
  const forwarded = new Map<string, ReadonlyMap<string, string>>();
  for (const source of sources) {
    const names = new Map<string, string>();
    let plain = true;
    for (const [apiName, template] of Object.entries(source.operationHeaders ?? {})) {
      const match = TEMPLATE.exec(template);
      if (match?.[1] === undefined) plain = false;
      else names.set(apiName.toLowerCase(), match[1]);
    }
    if (plain) forwarded.set(source.name, names);
  }
  return forwarded;
}

/**
 * Signed-in queries without Mesh's execution (docs/performance.md, "The gateway on a signed-in query"):
 * a query whose every root field is a GET of the api, its arguments plain words in the path or the query
 * string (the cabinet, the player's theme, the store's catalogue of one server, a player's profile), or
 * the signed-in state (a reads-only mutation, a POST without input), is answered by calling the api
 * directly and projecting its JSON onto the selection. Mesh still answers
 * each query body the first time (its validation and limits run; only a clean answer with data lets the
 * body take this path, and gives the answer's headers), and every answer that is not exactly a 200 JSON
 * that projects cleanly: Mesh then receives the api's answer already fetched (prefetched.ts) and makes of
 * it what it always did (error masking, null handling), without asking the api again.
 */
export class KnownQueries {
  private readonly known = new Map<string, Known | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly forwarded: ForwardedHeaders,
    private readonly call: ApiCall,
    /** Mutation root fields that write nothing shared (sharedRootFields.ts): the signed-in state. */
    private readonly readsOnlyFields: ReadonlySet<string> = new Set(),
  ) {}

  async answer(headers: IncomingHttpHeaders, body: string, viaMesh: ViaMesh): Promise<GatewayAnswer> {
    // A browser's cross-origin call: CORS headers are Yoga's (and corsPlugin's) to decide.
    if (headers.origin !== undefined) return viaMesh();
    const key = `${headers.accept ?? ''}\n${body}`;
    let known = this.known.get(key);
    if (known === undefined) {
      const plan = planQuery(this.schema, body, this.readsOnlyFields);
      known = plan !== null && this.plannable(plan) ? { plan, headers: undefined } : null;
      if (this.known.size >= MAX_KNOWN) this.known.clear();
      this.known.set(key, known);
    }
    if (known === null) return viaMesh();
    if (known.headers === undefined) return this.learn(known, viaMesh);
    return this.answerKnown(known.plan, known.headers, headers, viaMesh);
  }

  /** Every root field's source forwards plain headers, and no two fields ask the same path. */
  private plannable(plan: QueryPlan): boolean {
    const paths = new Set(plan.rootFields.map((field) => field.path));
    return (
      paths.size === plan.rootFields.length &&
      plan.rootFields.every((field) => this.forwarded.has(field.source))
    );
  }

  /** The first time: Mesh answers; a clean 200 with data makes the body known. */
  private async learn(known: Known, viaMesh: ViaMesh): Promise<GatewayAnswer> {
    const answer = await viaMesh();
    if (answer.status !== 200 || answer.cookies.length > 0) return answer;
    let result: { data?: unknown; errors?: unknown; extensions?: unknown } | undefined;
    try {
      result = JSON.parse(answer.payload.toString()) as typeof result;
    } catch {
      result = undefined;
    }
    if (
      result?.errors === undefined &&
      result?.extensions === undefined &&
      typeof result?.data === 'object' &&
      result.data !== null
    ) {
      const { 'x-request-id': _requestId, ...kept } = answer.headers;
      known.headers = kept;
    }
    return answer;
  }

  private async answerKnown(
    plan: QueryPlan,
    responseHeaders: Record<string, string>,
    headers: IncomingHttpHeaders,
    viaMesh: ViaMesh,
  ): Promise<GatewayAnswer> {
    let answers: ApiAnswer[];
    try {
      answers = await Promise.all(
        plan.rootFields.map((field) =>
          this.call(field.method, field.path, this.requestHeaders(field, headers)),
        ),
      );
    } catch {
      // Not reachable: nothing was read, so Mesh tries again and reports it as it always has.
      return viaMesh();
    }
    const data: Record<string, unknown> = {};
    try {
      plan.rootFields.forEach((field, index) => {
        data[field.responseKey] = projectRoot(field, answers[index]);
      });
    } catch (error) {
      if (!(error instanceof NotProjectable)) throw error;
      const prefetched = new Map<string, ApiAnswer>();
      plan.rootFields.forEach((field, index) => {
        const answer = answers[index];
        if (answer !== undefined) prefetched.set(callKey(field.method, field.path), answer);
      });
      return viaMesh(prefetched);
    }
    return {
      status: 200,
      headers: responseHeaders,
      cookies: [],
      payload: Buffer.from(JSON.stringify({ data })),
    };
  }

  /** What Mesh would send: the source's forwarded client headers that are present, then the operation's own. */
  private requestHeaders(field: RootFieldPlan, headers: IncomingHttpHeaders): Record<string, string> {
    const sent: Record<string, string> = {};
    for (const [apiName, clientName] of this.forwarded.get(field.source) ?? []) {
      const value = headers[clientName];
      const text = Array.isArray(value) ? value.join(', ') : value;
      if (text !== undefined && text !== '') sent[apiName] = text;
    }
    return Object.assign(sent, field.headers);
  }
}

/** A root field's value from the api's answer, as Mesh's REST resolver and GraphQL would make it. */
function projectRoot(field: RootFieldPlan, answer: ApiAnswer | undefined): unknown {
  if (answer?.status !== 200 || answer.setsCookie) throw new NotProjectable('not a plain 200');
  if (!answer.contentType.includes('json')) throw new NotProjectable('not JSON');
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    throw new NotProjectable('not JSON');
  }
  // Mesh wraps a single object for a list field and takes the first item for an object field; not here.
  const listField = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
  if (listField !== Array.isArray(json)) throw new NotProjectable('list and object differ');
  return project(json, field.type, field.selection);
}
