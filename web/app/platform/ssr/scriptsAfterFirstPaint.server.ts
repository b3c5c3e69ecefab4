import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * A page is complete in its server-rendered HTML; its JavaScript (~25 modules, ~250 KiB) only makes it
 * interactive. react-router's `<Scripts />` (which takes no option for this) preloads all of it from the
 * head, so on a phone's few connections the stylesheets and the page's cover share the bandwidth with
 * it, and the modules may run and hydrate before anything is painted. This rewrites the document as it
 * streams so that the first paint comes first:
 *
 * - the `<link rel="modulepreload">` tags leave the head;
 * - the inline module script that imports the route modules and starts hydration is replaced by a small
 *   classic script that, once the first contentful paint is reported, adds those preloads (so the
 *   modules still download in parallel) and then the module script.
 *
 * Only two places are read: the head, held until `</head>` (React flushes it whole with the shell), and
 * the body up to that module script, which closes the shell (passed on as it comes, but for what may be
 * the script's beginning); everything after passes through unread.
 * docs/performance.md, "Scripts after the first paint", has the measurements.
 */
export function scriptsAfterFirstPaint(): Transform {
  // A character split between two chunks must not be decoded in halves.
  const decoder = new StringDecoder('utf8');
  let phase: 'head' | 'body' | 'done' = 'head';
  let pending = '';
  let preloads: string[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      // Through the decoder even once done: the last chunk read may have ended inside a character.
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (phase === 'done') {
        callback(null, text);
        return;
      }
      pending += text;
      if (phase === 'head') {
        const end = pending.indexOf('</head>');
        if (end === -1) {
          callback();
          return;
        }
        const head = withoutModulePreloads(pending.slice(0, end));
        preloads = head.hrefs;
        this.push(head.html);
        pending = pending.slice(end);
        phase = 'body';
      }
      const script = findModuleScript(pending);
      if (script === undefined) {
        // What cannot belong to the module script goes on now; only its possible beginning is held. A
        // body held whole and searched again for each of React's ~50 chunks cost a tenth of a signed-in
        // render's CPU (the growing string was copied whole each time; issue 32).
        const held = scriptMayStartAt(pending);
        if (held > 0) {
          this.push(pending.slice(0, held));
          pending = pending.slice(held);
        }
        // Far past the size of a real module script: give up rather than hold the page.
        if (pending.length > MAX_HELD) {
          phase = 'done';
          this.push(pending);
          pending = '';
        }
        callback();
        return;
      }
      phase = 'done';
      const rewritten =
        pending.slice(0, script.start) +
        startAfterFirstPaint({ ...script, preloads }) +
        pending.slice(script.end);
      pending = '';
      callback(null, rewritten);
    },
    flush(callback: TransformCallback) {
      // A document without that script (an error cut short) is sent as it came.
      callback(null, (phase === 'done' ? '' : pending) + decoder.end());
    },
  });
}

const MAX_HELD = 4 * 1024 * 1024;

/**
 * Takes react-router's `<link rel="modulepreload">` tags out of the head: a script fetched before the
 * first paint competes with it. Their addresses go to the loader instead, which adds them back then.
 */
export function withoutModulePreloads(html: string): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const stripped = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  return { html: stripped, hrefs };
}

interface ModuleScript {
  start: number;
  end: number;
  nonce: string | undefined;
  code: string;
}

/** The inline `<script type="module" async="">` that `<Scripts />` renders, once it is complete. */
export function findModuleScript(html: string): ModuleScript | undefined {
  const match = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (match === null) return undefined;
  const nonce = /nonce="([^"]*)"/.exec(match[1] ?? '')?.[1];
  return { start: match.index, end: match.index + match[0].length, nonce, code: match[2] ?? '' };
}

/** The longest opening tag of that script: `<script nonce="…" type="module" async="">`, a nonce being short. */
const OPENING_TAG_MAX = 512;

/**
 * How much of `held` can be no part of the module script, which it does not hold whole: up to its
 * opening tag if that has arrived (its closing tag had not), else all but what could be the beginning of
 * an opening tag that the next chunk completes.
 */
export function scriptMayStartAt(held: string): number {
  const opened = held.lastIndexOf(' type="module" async="">');
  if (opened !== -1) {
    const tagStart = held.lastIndexOf('<script', opened);
    if (tagStart !== -1) return tagStart;
  }
  return Math.max(0, held.length - OPENING_TAG_MAX);
}

/**
 * A classic script that, once the first contentful paint is reported (where the browser reports paints;
 * else after the next frame), adds the page's module preloads and then the module script to the head.
 */
export function startAfterFirstPaint({
  nonce,
  code,
  preloads,
}: Pick<ModuleScript, 'nonce' | 'code'> & { preloads: readonly string[] }): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  // In a script's text only `</script` and `<!--` can end or confuse it; JSON escapes neither.
  const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `<script${nonceAttribute}>(function(){var d=document,started=false;function add(e){d.head.appendChild(e)}` +
    `function start(){if(started)return;started=true;${literal(preloads)}.forEach(function(href){` +
    `var l=d.createElement("link");l.rel="modulepreload";l.href=href;add(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=${literal(nonce ?? '')};s.textContent=${literal(code)};add(s)}` +
    `function later(){setTimeout(start,0)}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true})}` +
    // Without paint timing: `requestAnimationFrame` runs just before the next frame, the timeout after it.
    `else{requestAnimationFrame(later)}` +
    // A hidden tab paints nothing: it starts at once, and so does one hidden before its first paint.
    `if(d.visibilityState==="hidden"){start()}else{d.addEventListener("visibilitychange",function(){` +
    `if(d.visibilityState==="hidden")start()})}})()</script>`
  );
}
