// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { PageCache, pageChunks, pageLength, type StoredPage } from './pageCache';
import { pageEtag } from './pageValidator';

const NONCE = 'c3RvcmVkLW5vbmNlLWZvci10ZXN0';
const html = `<script nonce="${NONCE}"></script><p>é</p><script nonce="${NONCE}"></script>`;
const pageBody = (stored: StoredPage, nonce: string) => Buffer.concat(pageChunks(stored, Buffer.from(nonce)));
const page = {
  status: 200,
  headers: [['Content-Type', 'text/html']] as [string, string][],
  html,
  nonce: NONCE,
};

describe('PageCache', () => {
  it('stores a page ready to send: its ETag, its headers, its bytes with any nonce put back', () => {
    const cache = new PageCache({ ttlMs: 1000, now: () => 0 });
    const stored = cache.write('k', cache.begin('k').startedIn, page);
    expect(stored.etag).toBe(pageEtag(html, NONCE));
    expect(stored.headers).toMatchObject({
      'content-type': 'text/html',
      etag: stored.etag,
      'cache-control': 'private, no-cache',
      vary: 'Cookie',
    });
    expect(pageBody(stored, 'fresh').toString()).toBe(html.replaceAll(NONCE, 'fresh'));
    expect(pageBody(stored, NONCE).toString()).toBe(html);
    expect(pageLength(stored, 5)).toBe(pageBody(stored, 'fresh').length);
  });

  it('serves a page past its lifetime only while it renders again, and at most one more lifetime', () => {
    let clock = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => clock });
    const first = cache.begin('k');
    cache.write('k', first.startedIn, page);
    first.done();
    clock = 1000;
    expect(cache.read('k')).toBeDefined();
    clock = 1500;
    expect(cache.read('k')).toBeUndefined();
    const again = cache.begin('k');
    expect(cache.read('k')).toBeDefined();
    clock = 2001;
    expect(cache.read('k')).toBeUndefined();
    again.done();
  });

  it('forgets everything on a write, even while a page renders again, and keeps no render begun before it', () => {
    let clock = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => clock });
    cache.write('k', cache.begin('k').startedIn, page);
    clock = 1500;
    const render = cache.begin('k');
    cache.clear();
    expect(cache.read('k')).toBeUndefined();
    cache.write('k', render.startedIn, page);
    expect(cache.read('k')).toBeUndefined();
  });
});
