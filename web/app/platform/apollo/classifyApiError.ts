import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

import type { PendingTwoFactor } from '../auth/authState';
import { API_ERRORS } from '../../generated/apiErrors';

/** What docs/product.md#errors does with an api error, decided once for every query and mutation. */
export type ApiErrorAction =
  /** error_code -7: no popup, store the details, open the 2FA step. */
  | { kind: 'pending-2fa'; details: PendingTwoFactor }
  /** error_code 1: no popup at all. */
  | { kind: 'silent' }
  /** HTTP 401: no popup, go to the external logout. */
  | { kind: 'unauthorized' }
  /** HTTP 400: a validation error, shown with its message. */
  | { kind: 'validation'; message: string }
  /** Any other api error with a body: a general error toast. */
  | { kind: 'general'; status: number; code: number | undefined; message: string }
  /** Status 0, or 5xx without a body: 'Unable to connect to the server'. */
  | { kind: 'no-connection' }
  | { kind: 'unknown' };

interface ApiErrorExtensions {
  status?: unknown;
  error_code?: unknown;
  error_message?: unknown;
  details?: unknown;
}

/** docs/product.md#errors: the shown message is details.description, else error_message. */
function shownMessage(extensions: ApiErrorExtensions): string | undefined {
  const details = extensions.details;
  if (typeof details === 'object' && details !== null && 'description' in details) {
    const { description } = details;
    if (typeof description === 'string' && description) return description;
  }
  return typeof extensions.error_message === 'string' && extensions.error_message
    ? extensions.error_message
    : undefined;
}

function pendingDetails(details: unknown): PendingTwoFactor | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const value = details as Record<string, unknown>;
  if (typeof value.userId !== 'number' || typeof value.login !== 'string') return undefined;
  const avatar = value.avatarOrSkin;
  return {
    userId: value.userId,
    login: value.login,
    avatarOrSkin:
      typeof avatar === 'object' && avatar !== null ? (avatar as PendingTwoFactor['avatarOrSkin']) : null,
  };
}

export function classifyApiError(error: unknown): ApiErrorAction {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = (error.errors[0]?.extensions ?? {}) as ApiErrorExtensions;
    const status = typeof extensions.status === 'number' ? extensions.status : undefined;
    const code = typeof extensions.error_code === 'number' ? extensions.error_code : undefined;
    if (code === API_ERRORS.PENDING_2FA.errorCode) {
      const details = pendingDetails(extensions.details);
      if (details) return { kind: 'pending-2fa', details };
    }
    if (code === API_ERRORS.SILENT.errorCode) return { kind: 'silent' };
    if (status === 401) return { kind: 'unauthorized' };
    const message = shownMessage(extensions);
    if (status === 0 || (status !== undefined && status > 500 && !message)) return { kind: 'no-connection' };
    if (status === 400) return message ? { kind: 'validation', message } : { kind: 'unknown' };
    if (message && status !== undefined) return { kind: 'general', status, code, message };
    return { kind: 'unknown' };
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return { kind: 'unauthorized' };
    return error.statusCode === 0 || error.statusCode > 500 ? { kind: 'no-connection' } : { kind: 'unknown' };
  }
  // fetch itself failed: offline, DNS, the web server down.
  if (error instanceof TypeError) return { kind: 'no-connection' };
  return { kind: 'unknown' };
}
