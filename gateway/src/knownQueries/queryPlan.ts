import {
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
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { getDirective, getDirectives } from '@graphql-tools/utils';

import type { ApiMethod } from './apiCall.js';
import { callPath, plainCall, type HttpOperation } from './callPath.js';

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
  /** The api path as Mesh's `@httpOperation` names it, its argument places filled, and its query string. */
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
