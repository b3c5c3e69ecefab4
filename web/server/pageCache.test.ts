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

// Issue 32: with several site server workers, a write through one empties every worker's memory.
describe('page memory clears across workers', () => {
  const page = { status: 200, headers: [] as [string, string][], html: '<p>page</p>', nonce: '' };

  it('tells of its own clear, and forgets without telling when another worker cleared', () => {
    let told = 0;
    const cache = new PageCache({
      ttlMs: 1000,
      now: () => 0,
      onClear: () => {
        told += 1;
      },
    });
    cache.write('a', cache.begin('a').startedIn, page);
    cache.forget();
    expect(cache.read('a')).toBeUndefined();
    expect(told).toBe(0);
    cache.write('a', cache.begin('a').startedIn, page);
    cache.clear();
    expect(cache.read('a')).toBeUndefined();
    expect(told).toBe(1);
  });

  it('does not keep a render that began before another worker cleared', () => {
    const cache = new PageCache({ ttlMs: 1000, now: () => 0 });
    const render = cache.begin('a');
    cache.forget();
    cache.write('a', render.startedIn, page);
    expect(cache.read('a')).toBeUndefined();
  });
});
