import {
  getArgumentValues,
  getNullableType,
  isEnumType,
  isScalarType,
  type FieldNode,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLScalarType,
  type GraphQLSchema,
  type VariableValues,
} from 'graphql';
import { getDirectives } from '@graphql-tools/utils';

import type { ApiMethod } from './apiCall.js';

// How a root field of the served schema becomes one call of the api, as Mesh's REST resolver makes it
// (its `@httpOperation`): the method, the operation's own headers, the path with its argument places
// filled and the query string. Used by the plan (queryPlan.ts); anything Mesh might call otherwise is
// refused, and the query is Mesh's.

export interface HttpOperation {
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
export function plainCall(http: HttpOperation, method: ApiMethod): Record<string, string> | undefined {
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
 * boundary renames (`enumWord`), a path argument that is null or empty, or a value that would need
 * encoding or is not a string, a finite number or a boolean. Arguments are read as GraphQL's execution reads them
 * (literals, variables, defaults); an invalid one is null too, Mesh's to report.
 */
export function callPath(
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
