import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';

import { errorStatus } from './errorStatus';

function graphQLError(extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Not found', extensions }] });
}

describe('errorStatus', () => {
  it("uses the gateway's extensions.status", () => {
    expect(errorStatus(graphQLError({ status: 404, error_code: 3 }))).toBe(404);
  });

  it('treats anything else as a server error', () => {
    expect(errorStatus(graphQLError({}))).toBe(500);
    expect(errorStatus(new Error('socket hang up'))).toBe(500);
  });
});
