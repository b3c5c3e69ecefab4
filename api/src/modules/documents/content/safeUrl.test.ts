import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isSafeUploadPath, safeImageUrl } from './safeUrl.js';

describe('upload paths', () => {
  it.each([
    '/uploads/../config.json',
    '/uploads/%2e%2e/config.json',
    '/uploads/%2E%2E/config.json',
    '/uploads/.%2e/config.json',
    '/uploads/%252e%252e/config.json',
    '/uploads/%25252e%25252e/config.json',
    '/uploads/documents/%2e%2e%2f%2e%2e%2fsecret',
    '/uploads/documents%5C..%5Csecret',
    '/uploads/a/%00.png',
    '/uploads//etc/passwd',
    '/uploads/%',
    '/upload/x.png',
  ])('refuses %s (issue 13, finding 10)', (path) => {
    expect(isSafeUploadPath(path)).toBe(false);
    expect(safeImageUrl(path)).toBeNull();
  });

  it('keeps stored files', () => {
    expect(safeImageUrl('/uploads/documents/7/abc-content.webp')).toBe(
      '/uploads/documents/7/abc-content.webp',
    );
  });

  it('never lets a generated path climb out of /uploads/', () => {
    const piece = fc.constantFrom(
      '..',
      '.',
      '%2e',
      '%2E',
      '%252e',
      '/',
      '%2f',
      '%252f',
      '%5c',
      'a',
      'b.png',
      '%25',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const path = `/uploads/${parts.join('')}`;
        if (!isSafeUploadPath(path)) return;
        let decoded = path;
        for (let round = 0; round < 5; round += 1) decoded = decodeURIComponent(decoded);
        expect(new URL(decoded, 'http://x').pathname.startsWith('/uploads/')).toBe(true);
        expect(decoded.split('/')).not.toContain('..');
      }),
      { numRuns: 3000 },
    );
  });
});
