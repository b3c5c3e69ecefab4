import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type VariableValues,
} from 'graphql';
import { getDirective, getDirectives } from '@graphql-tools/utils';

import type { ApiMethod } from './apiCall.js';

/**
 * A query the gateway can answer by itself (knownQueries.ts): each root field one GET of the api, its
 * arguments (literals or the body's variables) in its path and query string as Mesh writes them, its answer
 * projected onto the selection; or a mutation of one reads-only field (the signed-in state, a POST
 * without input). Built once per request body; whatever the plan cannot express makes it null, and that
 * body goes through Mesh as before.
 */
export interface QueryPlan {
  rootFields: RootFieldPlan[];
}

export interface RootFieldPlan {
  responseKey: string;
  /** The api source (`subgraph` of the field's `@httpOperation`): whose forwarded headers apply. */
  source: string;
  /** The api path, as Mesh's `@httpOperation` names it, its argument places filled and the query string Mesh writes. */
  path: string;
  method: ApiMethod;
  /** Headers of this operation (Mesh's `operationSpecificHeaders`, e.g. accept). */
  headers: Record<string, string>;
  type: GraphQLOutputType;
  selection: SelectionPlan | undefined;
}

/** One object's fields, in the order of the query (the answer's JSON keeps it). */
type SelectionPlan = FieldPlan[];

interface FieldPlan {
  responseKey: string;
  /** The api's property; undefined for `__typename`. */
  name: string | undefined;
  type: GraphQLOutputType;
  selection: SelectionPlan | undefined;
}

/** Directives of a field that do not change how Mesh resolves it (documentation only). */
const INERT_DIRECTIVES = new Set(['example', 'deprecated']);

interface RequestParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** The body's variables as an object (none given is none), or null when they are not an object. */
function variablesOf(variables: unknown): Record<string, unknown> | null {
  if (variables === undefined || variables === null) return {};
  if (typeof variables !== 'object' || Array.isArray(variables)) return null;
  return variables as Record<string, unknown>;
}

/**
 * Apollo Client names itself in `extensions.clientLibrary` on every request; nothing in the gateway
 * reads it. Any other extension (a persisted query, say) is left to Mesh.
 */
function onlyClientName(extensions: unknown): boolean {
  if (extensions === undefined) return true;
  if (typeof extensions !== 'object' || extensions === null || Array.isArray(extensions)) return false;
  return Object.keys(extensions).every((key) => key === 'clientLibrary');
}

/**
 * The plan of a JSON request body, or null when the gateway leaves it to Mesh: not a single query
 * without directives, its fragments on the very object types they are spread in (or a mutation of one
 * of `readsOnlyFields`, which write nothing shared, without arguments); a root field that is not a GET
 * whose arguments all go to its path or query string as plain words (`callPath`; a POST without input
 * for such a mutation); a type the projection does not reproduce exactly (interfaces and unions need Mesh's
 * resolution; an enum value the boundary renames is refused when projecting, `leaf`).
 */
export function planQuery(
  schema: GraphQLSchema,
  body: string,
  readsOnlyFields: ReadonlySet<string> = new Set(),
): QueryPlan | null {
  try {
    const params = JSON.parse(body) as unknown;
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
    const { query, operationName, variables, extensions } = params as RequestParams;
    const allowed = new Set(['query', 'operationName', 'variables', 'extensions']);
    if (Object.keys(params).some((key) => !allowed.has(key))) return null;
    const inputs = variablesOf(variables);
    if (typeof query !== 'string' || inputs === null || !onlyClientName(extensions)) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return null;
    const document = parse(query, { noLocation: true });
    const fragments = fragmentsOf(document);
    if (fragments === null) return null;
    const operation = getOperationAST(document, operationName ?? undefined);
    if (operation === null || operation === undefined) return null;
    if ((operation.directives?.length ?? 0) > 0) return null;
    const definitions = operation.variableDefinitions ?? [];
    if (definitions.some((definition) => (definition.directives?.length ?? 0) > 0)) return null;
    // Coerced as Mesh's execution coerces them (defaults filled in, each by its type).
    const coerced = getVariableValues(schema, definitions, inputs);
    if (coerced.errors !== undefined) return null;
    const mutation = operation.operation === 'mutation';
    if (mutation && definitions.length > 0) return null;
    // One reads-only field at most: mutation fields run one after another, these then all at once.
    if (mutation && operation.selectionSet.selections.length !== 1) return null;
    if (!mutation && operation.operation !== 'query') return null;
    const rootType = mutation ? schema.getMutationType() : schema.getQueryType();
    if (rootType === null || rootType === undefined) return null;
    const method: ApiMethod = mutation ? 'POST' : 'GET';
    const rootFields: RootFieldPlan[] = [];
    const keys = new Set<string>();
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || (selection.directives?.length ?? 0) > 0) return null;
      if (mutation && !readsOnlyFields.has(selection.name.value)) return null;
      const responseKey = selection.alias?.value ?? selection.name.value;
      if (keys.has(responseKey)) return null;
      keys.add(responseKey);
      const field = rootType.getFields()[selection.name.value];
      if (field === undefined || (mutation && field.args.length > 0)) return null;
      const http = getDirective(schema, field, 'httpOperation')?.[0] as HttpOperation | undefined;
      const operationHeaders = http === undefined ? undefined : plainCall(http, method);
      if (http === undefined || operationHeaders === undefined) return null;
      const path = callPath(schema, field, selection, coerced.variableValues, http);
      if (path === null) return null;
      const selectionPlan = planSelection(schema, fragments, field.type, selection.selectionSet);
      if (selectionPlan === null) return null;
      rootFields.push({
        responseKey,
        source: http.subgraph ?? '',
        path,
        method,
        headers: operationHeaders,
        type: field.type,
        selection: selectionPlan,
      });
    }
    return rootFields.length > 0 ? { rootFields } : null;
  } catch {
    return null;
  }
}

interface HttpOperation {
  subgraph?: string;
  path?: string;
  httpMethod?: string;
  operationSpecificHeaders?: string[][];
  isBinary?: boolean;
  requestBaseBody?: unknown;
  queryParamArgMap?: unknown;
  queryStringOptionsByParam?: unknown;
  jsonApiFields?: boolean;
  queryStringOptions?: unknown;
}

/** `{args.name}` in an operation's path: an argument Mesh writes into the path. */
const PATH_ARGUMENT = /\{args\.([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * The operation's own headers when it is a plain call of `method` (no input; arguments, if any, only in
 * the path's `{args.name}` places and the query string: `callPath`), else undefined.
 */
function plainCall(http: HttpOperation, method: ApiMethod): Record<string, string> | undefined {
  if (http.httpMethod !== method || typeof http.path !== 'string' || !http.path.startsWith('/'))
    return undefined;
  const fixed = http.path.replace(PATH_ARGUMENT, '');
  if (fixed.includes('{') || fixed.includes('?') || typeof http.subgraph !== 'string') return undefined;
  if (http.isBinary === true || http.jsonApiFields === true) return undefined;
  if (http.requestBaseBody != null) return undefined;
  if (http.queryStringOptionsByParam != null || http.queryStringOptions != null) return undefined;
  const headers: Record<string, string> = {};
  for (const pair of http.operationSpecificHeaders ?? []) {
    const [name, value] = pair;
    if (typeof name !== 'string' || typeof value !== 'string' || value.includes('{')) return undefined;
    headers[name.toLowerCase()] = value;
  }
  return headers;
}

/**
 * A value Mesh writes into a path or a query string as it is (its string interpolation, `qs.stringify`):
 * nothing to percent-encode.
 */
const PLAIN_WORD = /^[A-Za-z0-9._~-]*$/;

/** The value as Mesh writes it, or null where it might be written otherwise (or is no plain value). */
function plainWord(value: unknown): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const text = String(value);
  return PLAIN_WORD.test(text) ? text : null;
}

/**
 * An enum argument's value as Mesh writes it, when that is its served name: a value the boundary renames
 * (`oneMonth` for the api's `1m`, marked `@enum` with the api's value) or whose internal value is not
 * its name is null, and Mesh maps it.
 */
function enumWord(schema: GraphQLSchema, type: GraphQLEnumType, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const defined = type.getValue(value);
  if (defined?.value !== value) return null;
  if (getDirectives(schema, defined).length > 0) return null;
  return plainWord(value);
}

/** `queryParamArgMap`: query parameter → argument, in Mesh's order; null when it cannot be read. */
function queryParameters(argMap: unknown): [string, string][] | null {
  if (argMap === undefined || argMap === null) return [];
  if (typeof argMap !== 'string') return null;
  let parameters: unknown;
  try {
    parameters = JSON.parse(argMap);
  } catch {
    return null;
  }
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) return null;
  const entries = Object.entries(parameters as Record<string, unknown>);
  if (entries.some(([parameter, argument]) => typeof argument !== 'string' || !PLAIN_WORD.test(parameter)))
    return null;
  return entries as [string, string][];
}

/**
 * The path and query string Mesh's REST resolver calls for a root field's arguments: each `{args.name}`
 * of the path replaced by its argument, then the query string (`queryParamArgMap`, in its order; an
 * absent or null argument left out). Null when Mesh might call something else: an argument that goes
 * neither to the path nor to the query string (a body), one of an input type, an enum value the
 * boundary renames (`enumWord`), a path argument that is null or empty, or a value that would need encoding or is
 * not a string, a finite number or a boolean. Arguments are read as GraphQL's execution reads them
 * (literals, variables, defaults); an invalid one is null too, Mesh's to report.
 */
function callPath(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: VariableValues,
  http: HttpOperation,
): string | null {
  const template = http.path ?? '';
  if (field.args.length === 0)
    return template.includes('{') || http.queryParamArgMap != null ? null : template;
  const mapped = queryParameters(http.queryParamArgMap);
  if (mapped === null) return null;
  const inPath = new Set([...template.matchAll(PATH_ARGUMENT)].map((match) => match[1]));
  const inQuery = new Set(mapped.map(([, argument]) => argument));
  const names = new Set(field.args.map((argument) => argument.name));
  for (const name of inPath) if (name === undefined || !names.has(name)) return null;
  const types = new Map<string, GraphQLScalarType | GraphQLEnumType>();
  for (const argument of field.args) {
    if (!inPath.has(argument.name) && !inQuery.has(argument.name)) return null;
    const type = getNullableType(argument.type);
    if (!isScalarType(type) && !isEnumType(type)) return null;
    types.set(argument.name, type);
  }
  let values: Record<string, unknown>;
  try {
    values = getArgumentValues(field, node, variables);
  } catch {
    return null;
  }
  const word = (name: string): string | null => {
    const type = types.get(name);
    if (type === undefined) return null;
    const value = values[name];
    return isEnumType(type) ? enumWord(schema, type, value) : plainWord(value);
  };
  let path = template;
  for (const name of inPath) {
    const text = name === undefined ? null : word(name);
    if (text === null || text === '') return null;
    path = path.replaceAll(`{args.${name ?? ''}}`, text);
  }
  const pairs: string[] = [];
  for (const [parameter, argument] of mapped) {
    const value = values[argument];
    if (value === null || value === undefined) continue;
    const text = word(argument);
    if (text === null) return null;
    pairs.push(`${parameter}=${text}`);
  }
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/**
 * The document's fragments by name, or null unless it holds exactly one operation beside them. Mesh has
 * validated the document before its body is known (knownQueries.ts), so every spread names one of them.
 */
function fragmentsOf(document: DocumentNode): Fragments | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operations = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations += 1;
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else return null;
  }
  return operations === 1 ? fragments : null;
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * The selection under a field of `type`: undefined for a leaf, null when the plan cannot reproduce it.
 */
function planSelection(
  schema: GraphQLSchema,
  fragments: Fragments,
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
): SelectionPlan | undefined | null {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return selectionSet === undefined ? undefined : null;
  if (!isObjectType(named) || selectionSet === undefined) return null;
  const fields = collectFields(fragments, named, selectionSet, new Set());
  return fields === null ? null : planObject(schema, fragments, named, fields);
}

/**
 * The fields of a selection on an object type with its fragments spread in place, as GraphQL collects
 * them: in order of first appearance. A fragment or inline fragment must be on that very type and carry
 * no directive; null otherwise (an interface, a union, a condition: Mesh's to resolve).
 */
function collectFields(
  fragments: Fragments,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  spread: Set<string>,
): FieldNode[] | null {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if ((selection.directives?.length ?? 0) > 0) return null;
    if (selection.kind === Kind.FIELD) {
      fields.push(selection);
      continue;
    }
    let inner: SelectionSetNode;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment?.typeCondition.name.value !== type.name) return null;
      if ((fragment.directives?.length ?? 0) > 0) return null;
      // A fragment spread twice in one selection adds nothing the second time.
      if (spread.has(name)) continue;
      spread.add(name);
      inner = fragment.selectionSet;
    } else {
      const condition = selection.typeCondition?.name.value;
      if (condition !== undefined && condition !== type.name) return null;
      inner = selection.selectionSet;
    }
    const collected = collectFields(fragments, type, inner, spread);
    if (collected === null) return null;
    fields.push(...collected);
  }
  return fields;
}

function planObject(
  schema: GraphQLSchema,
  fragments: Fragments,
  type: GraphQLObjectType,
  selections: readonly FieldNode[],
): SelectionPlan | null {
  const plan: SelectionPlan = [];
  const planned = new Map<string, FieldNode>();
  const fields = type.getFields();
  for (const selection of selections) {
    if ((selection.arguments?.length ?? 0) > 0) return null;
    const responseKey = selection.alias?.value ?? selection.name.value;
    const earlier = planned.get(responseKey);
    if (earlier !== undefined) {
      // The same leaf asked again (a fragment and the query both ask `id`, Apollo adds `__typename`):
      // GraphQL answers it once, where it first appeared. Merging two selections of an object is Mesh's.
      if (earlier.name.value !== selection.name.value) return null;
      if (earlier.selectionSet !== undefined || selection.selectionSet !== undefined) return null;
      continue;
    }
    planned.set(responseKey, selection);
    if (selection.name.value === '__typename') {
      if (selection.selectionSet !== undefined) return null;
      plan.push({ responseKey, name: undefined, type, selection: undefined });
      continue;
    }
    const field = fields[selection.name.value];
    if (field === undefined || field.args.length > 0) return null;
    if (getDirectives(schema, field).some((directive) => !INERT_DIRECTIVES.has(directive.name))) return null;
    const nested = planSelection(schema, fragments, field.type, selection.selectionSet);
    if (nested === null) return null;
    plan.push({ responseKey, name: field.name, type: field.type, selection: nested });
  }
  return plan;
}

/** Thrown while projecting when the api's answer is not what the plan reproduces exactly: Mesh decides. */
export class NotProjectable extends Error {
  override name = 'NotProjectable';
}

/**
 * The value GraphQL would answer for `value` of `type` under `selection`, or NotProjectable where Mesh
 * would do something else (an error for a null in a non-null place, a coerced or renamed leaf).
 */
export function project(
  value: unknown,
  type: GraphQLOutputType,
  selection: SelectionPlan | undefined,
): unknown {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) throw new NotProjectable('null in a non-null place');
    return project(value, type.ofType, selection);
  }
  if (value === null || value === undefined) return null;
  if (isListType(type)) {
    if (!Array.isArray(value)) throw new NotProjectable('not a list');
    const itemType = type.ofType;
    return value.map((item: unknown) => project(item, itemType, selection));
  }
  const nullable = getNullableType(type);
  if (isScalarType(nullable) || isEnumType(nullable)) return leaf(value, nullable);
  if (!isObjectType(nullable) || selection === undefined) throw new NotProjectable('not an object type');
  if (typeof value !== 'object' || Array.isArray(value)) throw new NotProjectable('not an object');
  const source = value as Record<string, unknown>;
  const answer: Record<string, unknown> = {};
  for (const field of selection) {
    answer[field.responseKey] =
      field.name === undefined ? nullable.name : project(source[field.name], field.type, field.selection);
  }
  return answer;
}

/**
 * A leaf as it is, when its type would give it back unchanged (every layer of Mesh serialises it). For an
 * enum that means the api's value is the served value's name: a value the boundary renames (`1m` served
 * as `oneMonth`, `dark-blue` as `dark_blue`) is refused here and left to Mesh, which renames it.
 */
function leaf(value: unknown, type: GraphQLScalarType | GraphQLEnumType): unknown {
  let serialized: unknown;
  try {
    // The executor Mesh runs (@graphql-tools/executor) calls `serialize`, which graphql-js 17 makes the
    // same function as `coerceOutputValue` for scalars and enums alike (a type of another graphql copy
    // without it throws here, and Mesh answers).
    serialized = type.coerceOutputValue(value);
  } catch {
    throw new NotProjectable(`${type.name} refuses the value`);
  }
  if (serialized !== value) throw new NotProjectable(`${type.name} changes the value`);
  return value;
}
