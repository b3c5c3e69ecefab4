import { CombinedGraphQLErrors } from '@apollo/client/errors';

import type { PendingTwoFactor } from '../auth/authState';
import { classifyApiError } from '../apollo/classifyApiError';

/** How a failed account request is shown in its form. */
export type ApiFailure =
  | { kind: 'pending-2fa'; details: PendingTwoFactor; challenge: string | null }
  /** A message for the whole form, or for one field when the api names it. */
  | { kind: 'message'; message: string; field: string | null; status: number | null }
  | { kind: 'no-connection' }
  /** error_code 1: nothing to show (a 2FA confirmation that is still awaited). */
  | { kind: 'silent' }
  | { kind: 'unknown' };

function detailsOf(error: unknown): Record<string, unknown> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const details = error.errors[0]?.extensions?.details;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
}

/** Reads an api error the way docs/product.md#errors says, keeping the field the api blamed. */
export function apiFailure(error: unknown): ApiFailure {
  const action = classifyApiError(error);
  const details = detailsOf(error);
  const field = typeof details.field === 'string' ? details.field : null;
  switch (action.kind) {
    case 'pending-2fa':
      return {
        kind: 'pending-2fa',
        details: action.details,
        challenge: typeof details.challenge === 'string' ? details.challenge : null,
      };
    case 'validation':
      return { kind: 'message', message: action.message, field, status: 400 };
    case 'general':
      return { kind: 'message', message: action.message, field, status: action.status };
    case 'no-connection':
      return { kind: 'no-connection' };
    case 'silent':
      return { kind: 'silent' };
    case 'unknown':
    case 'unauthorized':
      return { kind: 'unknown' };
  }
}
