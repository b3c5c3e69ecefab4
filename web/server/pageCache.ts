import { pageEtag, PAGE_CACHE_CONTROL } from './pageValidator';

/**
 * A one-second memory of anonymous pages. Under load most renders of `/ru` produce the same HTML (one
 * render costs ~70–100 ms of CPU, docs/performance.md), so for a moment a page is answered from memory
 * instead of rendered again. Only what any visitor with the same cookies would get is kept: no session,
 * nothing that sets a cookie. The HTML's CSP nonce is replaced by the new request's own on every answer,
 * so no two answers share a nonce. Any write through the site (a form post, a GraphQL mutation) empties
 * it; changes made elsewhere (online counts, another client) show within the lifetime.
 *
 * A page is stored ready to send (docs/performance.md, "the cache hit"): its headers as a plain object,
 * its ETag, and its bytes cut around the nonce, so an answer from memory costs one buffer copy instead of
 * a string search, a hash and the web `Headers`/`Response` objects of a render.
 */
export interface StoredPage {
  status: number;
  /** Lower-case names: the render's own headers plus ETag, Cache-Control and Vary. */
  headers: Readonly<Record<string, string>>;
  etag: string;
  /** The page's bytes around each place its nonce stood (nonce-free: what the ETag hashes). */
  parts: readonly Buffer[];
  /** Bytes of the page without its nonces. */
  partsLength: number;
  storedAt: number;
}

export interface PageCacheOptions {
  /** 0 turns it off (PAGE_CACHE_MS). */
  ttlMs: number;
  now?: () => number;
  /** Most pages kept at once; the oldest goes first. */
  maxEntries?: number;
  /** Told of every clear (the site server's other workers empty theirs, workers.ts). */
  onClear?: () => void;
}

/** Bytes of the page once `nonce` (of `nonceBytes` bytes) is back in each of its places. */
export function pageLength(page: StoredPage, nonceBytes: number): number {
  return page.partsLength + (page.parts.length - 1) * nonceBytes;
}

/** The page's bytes with `nonce` wherever the stored render had its own, as the pieces to write. */
export function pageChunks(page: StoredPage, nonce: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) chunks.push(nonce);
    chunks.push(part);
  });
  return chunks;
}

/** The stored form of a rendered anonymous page (see StoredPage). */
export function storedPage(
  page: { status: number; headers: [string, string][]; html: string; nonce: string },
  storedAt: number,
): StoredPage {
  const headers: Record<string, string> = {};
  for (const [name, value] of page.headers) headers[name.toLowerCase()] = value;
  const etag = pageEtag(page.html, page.nonce);
  headers.etag = etag;
  headers['cache-control'] = PAGE_CACHE_CONTROL;
  headers.vary = headers.vary ? `${headers.vary}, Cookie` : 'Cookie';
  const parts = (page.nonce === '' ? [page.html] : page.html.split(page.nonce)).map((part) =>
    Buffer.from(part),
  );
  const partsLength = parts.reduce((sum, part) => sum + part.length, 0);
  return { status: page.status, headers, etag, parts, partsLength, storedAt };
}

export class PageCache {
  private readonly entries = new Map<string, StoredPage>();
  /** Bumped by every clear: a render that began before a write is not kept after it. */
  private generation = 0;
  /** Renders under way: concurrent requests for the same page wait for one instead of all rendering. */
  private readonly rendering = new Map<string, Promise<void>>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 500;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /**
   * The stored page, or undefined. Past its lifetime a page is still answered while a new render of it
   * is under way (at most one more lifetime): under load the visitors of that moment get the page of a
   * second ago instead of all waiting for the render. A write empties the memory, so this never serves
   * a page from before a write made through the site.
   */
  read(key: string): StoredPage | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    const age = this.now() - entry.storedAt;
    if (age <= this.options.ttlMs) return entry;
    if (age <= 2 * this.options.ttlMs && this.rendering.has(key)) return entry;
    return undefined;
  }

  /** The render of this page under way, if any (wait for it, then read again). */
  inProgress(key: string): Promise<void> | undefined {
    return this.rendering.get(key);
  }

  /** Call when a render begins; pass `startedIn` to write and call `done` when it ends, stored or not. */
  begin(key: string): { startedIn: number; done: () => void } {
    let done = (): void => undefined;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.rendering.set(key, finished);
    return {
      startedIn: this.generation,
      done: () => {
        if (this.rendering.get(key) === finished) this.rendering.delete(key);
        done();
      },
    };
  }

  /** Stores the page unless a write happened since its render began; returns it ready to send. */
  write(
    key: string,
    startedIn: number,
    page: { status: number; headers: [string, string][]; html: string; nonce: string },
  ): StoredPage {
    const stored = storedPage(page, this.now());
    if (!this.enabled || startedIn !== this.generation) return stored;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, stored);
    return stored;
  }

  clear(): void {
    this.forget();
    this.options.onClear?.();
  }

  /** Empties the memory without telling anyone: another worker's clear, announced to this one. */
  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** What makes two anonymous requests get the same page: address, cookies (language, theme), languages. */
export function pageCacheKey(
  host: string | undefined,
  url: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): string {
  return `${host ?? ''}\n${url}\n${cookie ?? ''}\n${acceptLanguage ?? ''}`;
}
