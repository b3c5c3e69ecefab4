import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { newsArchivePage, newsArchivePath } from './newsArchive';

describe('news archive pages', () => {
  it('reads back the page its link carries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (page) => {
        const url = new URL(newsArchivePath('en', page), 'https://lodestone.example');
        expect(newsArchivePage(url.searchParams) ?? 1).toBe(page);
      }),
    );
  });

  it('ignores a page that is not a whole number above one', () => {
    for (const value of ['0', '1', '-2', '2.5', 'x', '1e9', ''])
      expect(newsArchivePage(new URLSearchParams({ page: value }))).toBeUndefined();
  });

  it('gives the first page a single address', () => {
    expect(newsArchivePath('ru', 1)).toBe('/ru/news');
  });
});
