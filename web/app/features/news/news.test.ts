import { describe, expect, it } from 'vitest';

import { newsPath } from './news';

describe('news helpers', () => {
  it('links by language and slug', () => {
    expect(newsPath('en', 'launcher-2-0')).toBe('/en/news/launcher-2-0');
  });
});
