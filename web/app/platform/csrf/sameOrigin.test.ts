import { describe, expect, it } from 'vitest';

import { isSameOriginRequest } from './sameOrigin';

function check(method: string, headers: Record<string, string>, publicOrigin?: string) {
  return isSameOriginRequest({
    method,
    url: 'http://127.0.0.1:3000/en/login',
    headers: new Headers(headers),
    publicOrigin,
  });
}

describe('isSameOriginRequest', () => {
  it('lets reads through whatever their origin', () => {
    expect(check('GET', { origin: 'https://evil.example' })).toBe(true);
  });

  it('accepts posts from the site itself, directly, through a proxy or by the public address', () => {
    expect(check('POST', { origin: 'http://127.0.0.1:3000' })).toBe(true);
    expect(check('POST', { referer: 'http://127.0.0.1:3000/en/login?x=1' })).toBe(true);
    expect(
      check('POST', {
        origin: 'https://lodestone.example',
        'x-forwarded-host': 'lodestone.example',
        'x-forwarded-proto': 'https',
      }),
    ).toBe(true);
    expect(check('POST', { origin: 'https://lodestone.example' }, 'https://lodestone.example')).toBe(true);
  });

  it('refuses posts from other sites, opaque origins and requests that name none', () => {
    expect(check('POST', { origin: 'https://evil.example' })).toBe(false);
    expect(check('POST', { origin: 'http://127.0.0.1:3001' })).toBe(false);
    expect(check('POST', { origin: 'null' })).toBe(false);
    expect(check('DELETE', {})).toBe(false);
    expect(check('POST', { referer: 'https://evil.example/page' })).toBe(false);
  });
});
