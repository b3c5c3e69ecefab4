import { GraphQLError } from 'graphql';

import { API_ERRORS } from './generated/apiErrors.js';

/** The extensions every api failure carries to the client (docs/product.md#errors), and nothing else. */
export interface ApiErrorExtensions {
  status: number;
  error_code: number;
  error_message: string;
  details: { description?: string } & Record<string, unknown>;
}

interface ApiErrorBody {
  error_code: number;
  error_message: string;
  details?: Record<string, unknown>;
}

const NETWORK_FAILURE =
  /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|socket hang up|fetch failed/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return isRecord(value) && typeof value.error_code === 'number' && typeof value.error_message === 'string';
}

/** Mesh (ignoreErrorResponses) puts the api's answer under extensions.response = { status, body, ... }. */
function upstreamResponse(error: GraphQLError): { status: number; body: unknown } | undefined {
  const response = error.extensions.response;
  if (!isRecord(response) || typeof response.status !== 'number') return undefined;
  return { status: response.status, body: response.body };
}

function describes(error: GraphQLError, pattern: RegExp): boolean {
  // graphql 17 keeps the wrapped error as the standard `cause` (`originalError` is its deprecated alias).
  const original: unknown = error.cause;
  const originalMessage = original instanceof Error ? original.message : '';
  const nested = isRecord(error.extensions.originalError)
    ? String(error.extensions.originalError.message)
    : '';
  return pattern.test(error.message) || pattern.test(originalMessage) || pattern.test(nested);
}

function withExtensions(error: GraphQLError, extensions: ApiErrorExtensions): GraphQLError {
  return new GraphQLError(extensions.details.description ?? extensions.error_message, {
    path: error.path,
    extensions: { ...extensions },
  });
}

/**
 * Rewrites an execution error so that the client learns the api's status and error body, and never an
 * upstream URL, header, stack or connection string. Errors that did not come from a resolver (syntax,
 * validation, limits) are returned as they are.
 */
export function maskUpstreamError(error: GraphQLError): GraphQLError {
  const response = upstreamResponse(error);
  if (response !== undefined) {
    const body = response.body;
    if (isApiErrorBody(body)) {
      return withExtensions(error, {
        status: response.status,
        error_code: body.error_code,
        error_message: body.error_message,
        details: { ...(body.details ?? {}) },
      });
    }
    // A non-2xx without our error body (a proxy in front of the api, say): docs/product.md#errors says NO_CONNECTION
    // above 500 without a body, else UNKNOWN_ERROR.
    const unreachable = response.status > 500 || response.status === 0;
    return withExtensions(error, {
      status: response.status,
      error_code: 0,
      error_message: unreachable ? 'NO_CONNECTION' : 'UNKNOWN_ERROR',
      details: {},
    });
  }
  if (error.path === undefined) return error;
  if (describes(error, NETWORK_FAILURE)) {
    return withExtensions(error, {
      status: 0,
      error_code: 0,
      error_message: 'NO_CONNECTION',
      details: { description: 'The api is not reachable' },
    });
  }
  return withExtensions(error, {
    status: API_ERRORS.INTERNAL.httpStatus,
    error_code: API_ERRORS.INTERNAL.errorCode,
    error_message: 'UNKNOWN_ERROR',
    details: { description: 'Unexpected gateway error' },
  });
}
