import { describe, expect, it } from 'vitest';

import { isCancelledRequest } from './useFatalErrorPage';

describe('isCancelledRequest', () => {
  it('knows a fetch the site aborted itself, and nothing else', () => {
    expect(isCancelledRequest(new DOMException('BodyStreamBuffer was aborted', 'AbortError'))).toBe(true);
    expect(isCancelledRequest(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isCancelledRequest(new Error('The rules exploded'))).toBe(false);
    expect(isCancelledRequest(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCancelledRequest('AbortError')).toBe(false);
    expect(isCancelledRequest(null)).toBe(false);
  });
});
