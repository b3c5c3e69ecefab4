import { describe, expect, it } from 'vitest';

import { coverSrc, newsDocumentVariables, newsPath } from './news';

describe('news helpers', () => {
  it('asks by id for numbers and by slug otherwise', () => {
    expect(newsDocumentVariables('42')).toEqual({ id: 42 });
    expect(newsDocumentVariables('winter-wipe-2025')).toEqual({ slug: 'winter-wipe-2025' });
    expect(newsDocumentVariables('042')).toEqual({ slug: '042' });
    expect(newsDocumentVariables('99999999999')).toEqual({ slug: '99999999999' });
  });

  it('links by language and slug', () => {
    expect(newsPath('en', 'launcher-2-0')).toBe('/en/news/launcher-2-0');
  });

  it('only shows same-origin covers', () => {
    expect(coverSrc('/uploads/covers/hitech.svg')).toBe('/uploads/covers/hitech.svg');
    expect(coverSrc('https://evil.example/x.png')).toBeUndefined();
    expect(coverSrc(null)).toBeUndefined();
  });
});
