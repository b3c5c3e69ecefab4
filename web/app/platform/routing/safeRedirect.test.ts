import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { resolveRedirect } from './legacyRedirects';
import { safeRedirect } from './safeRedirect';

const SITE = 'https://lodestone.example';

/** What a browser does with a Location header: it drops tabs and newlines and reads `\` as `/`. */
function browserOrigin(location: string): string {
  const cleaned = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  return new URL(cleaned, SITE).origin;
}

describe('safeRedirect', () => {
  it.each([
    ['/ru/store', '/ru/store'],
    ['/ru/pay?notify=success', '/ru/pay?notify=success'],
    ['/en/news/wipe#comments', '/en/news/wipe#comments'],
    ['/ru/search?q=a%20b', '/ru/search?q=a%20b'],
    ['/ru/a/../cabinet', '/ru/cabinet'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirect(value, SITE)).toBe(expected);
  });

  // The payloads of issue 13 and their relatives.
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%09%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%E2%80%8B/evil.example',
    '/\u200b/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/ru%00',
    '/ru?x=%00',
    '/ru?x=%2500',
    '/%',
    '/ru/%E0%A4%A',
    ' /ru',
    '/ru\n',
    'ru/store',
    '',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value, SITE)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/ru']]) expect(safeRedirect(value, SITE)).toBeUndefined();
  });

  it('never answers a target that a browser would take to another origin', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%252F',
      '%09',
      '\t',
      '\n',
      '%0A',
      '%00',
      ':',
      '@',
      '.',
      '..',
      '%2e',
      'evil.example',
      'http:',
      'ru',
      '?',
      '#',
      '%',
      '%25',
      '\u200b',
      ' ',
    );
    const target = fc.oneof(
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.webUrl(),
      fc.webPath(),
    );
    fc.assert(
      fc.property(target, (value) => {
        const answer = safeRedirect(value, SITE);
        if (answer === undefined) return;
        expect(answer.startsWith('/')).toBe(true);
        expect(answer.startsWith('//')).toBe(false);
        expect(browserOrigin(answer)).toBe(SITE);
        // eslint-disable-next-line no-control-regex
        expect(answer).not.toMatch(/[\u0000-\u001f\\]/);
        // Answers are stable: what passed once passes again unchanged.
        expect(safeRedirect(answer, SITE)).toBe(answer);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('refuses what becomes unsafe once the parser drops its dot segments', () => {
    // Found by the property above: `/%2e/` goes, and `/%252F` decodes to `//`.
    expect(safeRedirect('/%2e/%252F', SITE)).toBeUndefined();
    expect(safeRedirect('/%2e/ru/cabinet', SITE)).toBe('/ru/cabinet');
  });

  it('keeps every plain site path', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRedirect(path, SITE)).toBe(path);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});

describe('zero-width cleanup', () => {
  const resolve = (path: string) =>
    resolveRedirect({ url: new URL(path, SITE), lang: 'ru', signedIn: false, paymentSuccessUrl: undefined });

  it('never redirects off the site (issue 13, finding 1)', () => {
    expect(resolve('/%E2%80%8B/evil.example/phish')).toBeUndefined();
    expect(resolve('/%E2%80%8B%E2%80%8B/evil.example')).toBeUndefined();
    expect(resolve('/%EF%BB%BF/%09/evil.example')).toBeUndefined();
  });

  it('still cleans honest links', () => {
    expect(resolve('/ru/news%E2%80%8B')).toEqual({ location: '/ru/news', status: 301 });
  });

  it('keeps every cleaned address on the site', () => {
    const zeroWidth = fc.constantFrom('%E2%80%8B', '%E2%80%8C', '%EF%BB%BF', '\u200b', '');
    const piece = fc.constantFrom('/', '\\', '%5C', '%09', 'evil.example', 'ru', '%2F', '.');
    fc.assert(
      fc.property(fc.array(fc.oneof(zeroWidth, piece), { maxLength: 8 }), (parts) => {
        let url: URL;
        try {
          url = new URL(`/${parts.join('')}`, SITE);
        } catch {
          return;
        }
        if (url.origin !== SITE) return;
        const decision = resolveRedirect({ url, lang: 'ru', signedIn: false, paymentSuccessUrl: undefined });
        if (decision) expect(browserOrigin(decision.location)).toBe(SITE);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});
