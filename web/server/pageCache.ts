/**
 * A one-second memory of anonymous pages. Under load most renders of `/ru` produce the same HTML (one
 * render costs ~70–100 ms of CPU, docs/performance.md), so for a moment a page is answered from memory
 * instead of rendered again. Only what any visitor with the same cookies would get is kept: no session,
 * nothing that sets a cookie. The HTML's CSP nonce is replaced by the new request's own on every answer,
 * so no two answers share a nonce. Any write through the site (a form post, a GraphQL mutation) empties
 * it; changes made elsewhere (online counts, another client) show within the lifetime.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
  storedAt: number;
}

export interface PageCacheOptions {
  /** 0 turns it off (PAGE_CACHE_MS). */
  ttlMs: number;
  now?: () => number;
  /** Most pages kept at once; the oldest goes first. */
  maxEntries?: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
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

  /** The page as it would be sent with `nonce`, or undefined. */
  read(
    key: string,
    nonce: string,
  ): { status: number; headers: [string, string][]; html: string } | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { status: entry.status, headers: entry.headers, html: entry.html.replaceAll(entry.nonce, nonce) };
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

  write(key: string, startedIn: number, page: Omit<CachedPage, 'storedAt'>): void {
    if (!this.enabled || startedIn !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { ...page, storedAt: this.now() });
  }

  clear(): void {
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
