import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { scriptsAfterFirstPaint, startAfterFirstPaint } from './scriptsAfterFirstPaint.server';

// The shape react-router's <Scripts /> and React give a page (web/build, `curl /ru`).
const NONCE = 'n0nce+/=';
const CODE =
  ';\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-2.js");';
const PAGE =
  `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/assets/root.css" nonce="${NONCE}" data-precedence="route"/><title>Лодстоун</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/react-3.js" nonce="${NONCE}"/>` +
  `<script nonce="${NONCE}" data-mantine-script="true">try{}catch(e){}</script></head>` +
  `<body><h1>Привет, мир</h1><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${CODE}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script><p>Ещё — ✓</p></body></html>`;

/** Streams `html` through the rewrite in pieces of `size` bytes (splitting multi-byte characters). */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(scriptsAfterFirstPaint()));
}

/** Runs a loader script against a stand-in document; returns what it added to the head, and its hooks. */
function runLoader(
  script: string,
  { hidden = false, paintTiming = true }: { hidden?: boolean; paintTiming?: boolean } = {},
) {
  const added: {
    tag: string;
    rel?: string;
    href?: string;
    type?: string;
    nonce?: string;
    textContent?: string;
  }[] = [];
  let paintCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let frameCallback: (() => void) | undefined;
  let visibilityListener: (() => void) | undefined;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (_type: string, listener: () => void) => {
      visibilityListener = listener;
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {
      // The stand-in reports paints through `paint()` below.
    }
  }
  const window = { PerformanceObserver };
  const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(script)?.[1] ?? '';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is generated text
  const run = new Function('document', 'window', 'requestAnimationFrame', body) as (
    document: object,
    window: object,
    requestAnimationFrame: (callback: () => void) => void,
  ) => void;
  run(document, window, (callback) => {
    frameCallback = callback;
  });
  return {
    added,
    paint: (names: string[]) =>
      paintCallback?.({ getEntriesByName: (name) => names.filter((n) => n === name) }),
    frame: () => frameCallback?.(),
    hide: () => {
      document.visibilityState = 'hidden';
      visibilityListener?.();
    },
  };
}

describe('scriptsAfterFirstPaint', () => {
  it('takes the module preloads out of the head and the module script out of the body', async () => {
    const html = await rewrite(PAGE, 64 * 1024);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain(' type="module" async="">');
    // Everything else is where it was.
    expect(html).toContain(`<title>Лодстоун</title>`);
    expect(html).toContain(
      `<script nonce="${NONCE}" data-mantine-script="true">try{}catch(e){}</script></head>`,
    );
    expect(html).toContain('<h1>Привет, мир</h1>');
    expect(html).toContain(
      `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script><p>Ещё — ✓</p></body></html>`,
    );
    const loader = /<script nonce="[^"]+">\(function\(\)[\s\S]*?<\/script>/.exec(html)?.[0];
    expect(loader).toBe(
      startAfterFirstPaint({
        nonce: NONCE,
        code: CODE,
        preloads: ['/assets/entry.client-2.js', '/assets/react-3.js'],
      }),
    );
  });

  it('gives the same page however the stream is cut, characters split included', async () => {
    const whole = await rewrite(PAGE, 64 * 1024);
    for (const size of [1, 3, 7, 100, 333]) expect(await rewrite(PAGE, size)).toBe(whole);
  });

  it('finds the module script far into a long body, however the stream is cut', async () => {
    // Each search resumes where the last one could still find the script: the body held before it
    // must be far longer than an opening tag for that to be tried.
    const filler = '<p>Новости сервера</p>'.repeat(400);
    const page = PAGE.replace('<body>', `<body>${filler}`);
    const whole = await rewrite(page, 64 * 1024);
    expect(whole).not.toContain(' type="module" async="">');
    expect(whole).toContain(filler);
    for (const size of [1, 29, 511, 513, 2048]) expect(await rewrite(page, size)).toBe(whole);
    // The last chunk completes an opening tag that the one before began, and holds the rest.
    const opening = page.indexOf(`<script nonce="${NONCE}" type="module"`);
    for (const cut of [opening + 1, opening + 20, opening + 40]) {
      const pieces = [page.slice(0, cut), page.slice(cut)].map((piece) => Buffer.from(piece));
      expect(await text(Readable.from(pieces).pipe(scriptsAfterFirstPaint()))).toBe(whole);
    }
  });

  it('passes a page without the module script through untouched past its head', async () => {
    const page = PAGE.replace(/<script nonce="[^"]*" type="module" async="">[\s\S]*?<\/script>/, '');
    const html = await rewrite(page, 50);
    expect(html).toBe(page.replace(/<link rel="modulepreload"[^>]*\/>/g, ''));
    expect(await rewrite('<p>cut short', 4)).toBe('<p>cut short');
  });
});

describe('startAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const script = startAfterFirstPaint({ nonce: NONCE, code: CODE, preloads: ['/a.js', '/b.js'] });

  it('adds nothing before the first contentful paint, then the preloads and the module, once', () => {
    const loader = runLoader(script);
    loader.paint(['first-paint']);
    vi.runAllTimers();
    expect(loader.added).toEqual([]);
    loader.paint(['first-contentful-paint']);
    expect(loader.added).toEqual([]);
    vi.runAllTimers();
    expect(loader.added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/b.js' },
      { tag: 'script', type: 'module', nonce: NONCE, textContent: CODE },
    ]);
    loader.paint(['first-contentful-paint']);
    loader.hide();
    vi.runAllTimers();
    expect(loader.added).toHaveLength(3);
  });

  it('starts at once in a hidden tab, or when the tab is hidden before its first paint', () => {
    expect(runLoader(script, { hidden: true }).added).toHaveLength(3);
    const loader = runLoader(script);
    expect(loader.added).toEqual([]);
    loader.hide();
    expect(loader.added).toHaveLength(3);
  });

  it('waits for the next frame where the browser reports no paints', () => {
    const loader = runLoader(script, { paintTiming: false });
    vi.runAllTimers();
    expect(loader.added).toEqual([]);
    loader.frame();
    vi.runAllTimers();
    expect(loader.added).toHaveLength(3);
  });

  it('keeps code that mentions a closing script tag inside its script', () => {
    const code = 'console.log("</script><script>alert(1)</script><!--")';
    const tricky = startAfterFirstPaint({ nonce: undefined, code, preloads: [] });
    expect(tricky.startsWith('<script>')).toBe(true);
    expect(tricky.indexOf('</script>')).toBe(tricky.length - '</script>'.length);
    expect(tricky).not.toContain('<!--');
    const loader = runLoader(tricky);
    loader.paint(['first-contentful-paint']);
    vi.runAllTimers();
    expect(loader.added).toEqual([{ tag: 'script', type: 'module', nonce: '', textContent: code }]);
  });
});
