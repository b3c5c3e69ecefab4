import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';

import { classifyApiError } from './classifyApiError';

function apiError(extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message: 'api error', extensions }] });
}

describe('classifyApiError (docs/product.md#errors)', () => {
  it('stores pending 2FA for error_code -7 with details', () => {
    const details = { userId: 7, login: 'Steve', avatarOrSkin: null };
    expect(classifyApiError(apiError({ status: 403, error_code: -7, details }))).toEqual({
      kind: 'pending-2fa',
      details,
    });
  });

  it('stays silent for error_code 1', () => {
    expect(classifyApiError(apiError({ status: 409, error_code: 1, error_message: 'x' }))).toEqual({
      kind: 'silent',
    });
  });

  it('logs out on 401', () => {
    expect(classifyApiError(apiError({ status: 401, error_code: 4, error_message: 'no' }))).toEqual({
      kind: 'unauthorized',
    });
  });

  it('shows details.description before error_message', () => {
    expect(
      classifyApiError(
        apiError({
          status: 400,
          error_code: 2,
          error_message: 'Validation failed',
          details: { description: 'Too short' },
        }),
      ),
    ).toEqual({ kind: 'validation', message: 'Too short' });
    expect(classifyApiError(apiError({ status: 409, error_code: 7, error_message: 'Taken' }))).toEqual({
      kind: 'general',
      status: 409,
      code: 7,
      message: 'Taken',
    });
  });

  it('reports no connection for status 0 and for 5xx without a body', () => {
    expect(classifyApiError(apiError({ status: 0, error_code: 0, error_message: '' }))).toEqual({
      kind: 'no-connection',
    });
    expect(classifyApiError(apiError({ status: 502 }))).toEqual({ kind: 'no-connection' });
    expect(classifyApiError(new TypeError('Failed to fetch'))).toEqual({ kind: 'no-connection' });
  });

  it('falls back to the unknown error', () => {
    expect(classifyApiError(apiError({ status: 500 }))).toEqual({ kind: 'unknown' });
    expect(
      classifyApiError(
        new ServerError('bad', { response: new Response(null, { status: 418 }), bodyText: '' }),
      ),
    ).toEqual({ kind: 'unknown' });
  });
});
