import { describe, expect, it } from 'vitest';

import { renderSitemap } from './sitemap';

describe('renderSitemap', () => {
  it('lists every entry in both languages with alternates and escapes URLs', () => {
    const xml = renderSitemap('https://lodestone.example', [
      { path: '/' },
      { path: '/news/a&b', lastModified: '2025-01-02T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<loc>https://lodestone.example/ru</loc>');
    expect(xml).toContain('<loc>https://lodestone.example/en</loc>');
    expect(xml).toContain('<loc>https://lodestone.example/en/news/a&#38;b</loc>');
    expect(xml).toContain('hreflang="ru" href="https://lodestone.example/ru/news/a&#38;b"');
    expect(xml).toContain('<lastmod>2025-01-02T00:00:00.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});
