// Every redirect target the site builds from something a visitor controls (legacy paths, zero-width
// cleanup, `return_to`, OAuth and payment returns) passes here, so there is one place to get it right.
// Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\t/evil.example` and
// `/%09%5Cevil.example` leave the site; checking the raw text for `//` is not enough.

/** Stands in for the site's origin when none is given: only the path, query and hash are kept anyway. */
const INTERNAL_ORIGIN = 'http://site.invalid';

/** Longer targets are refused: no page of the site needs them, and they only make logs and headers grow. */
const MAX_LENGTH = 2048;

/** Enough rounds for any honest target; deeper nesting is refused as an attempt to hide something. */
const MAX_DECODE_ROUNDS = 5;

// Control characters (C0, DEL, C1) and invisible separators: refused anywhere, in any decoding.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u180e\u200b-\u200f\u2028\u2029\u2060\ufeff]/u;
// Whitespace and backslashes: refused in the raw text and in every decoding of the path, where browsers
// drop or turn them into `/`. An encoded space in the query (`?q=a%20b`) cannot move the origin.
const UNSAFE_IN_PATH = /[\s\\]/u;

/** Each decoding of the value, from the raw text on, until it stops changing; undefined when it is malformed or too deep. */
function decodings(value: string): string[] | undefined {
  const seen = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return seen;
    seen.push(next);
    current = next;
  }
  return undefined;
}

function startsLikeAPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/**
 * The target as a path on this site (`/ru/cabinet?tab=1#x`), or undefined when it could lead anywhere
 * else. Resolved with `URL` against the site's origin and kept only when the origin is unchanged; every
 * decoding must be free of control characters, and every decoding of the path a plain path without
 * whitespace or backslashes.
 */
export function safeRedirect(value: unknown, siteOrigin: string = INTERNAL_ORIGIN): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (UNSAFE_IN_PATH.test(value)) return undefined;
  const forms = decodings(value);
  const pathForms = decodings(value.split(/[?#]/, 1)[0] ?? '');
  if (forms === undefined || pathForms === undefined) return undefined;
  if (forms.some((form) => CONTROL.test(form))) return undefined;
  if (pathForms.some((form) => UNSAFE_IN_PATH.test(form) || !startsLikeAPath(form))) return undefined;
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(siteOrigin).origin;
    resolved = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (resolved.origin !== origin) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The URL parser collapses `/./` and `/../`; what it produced must still be a plain path.
  if (!startsLikeAPath(path)) return undefined;
  // It also drops `%2e` segments, which can leave a path the checks above refuse (`/%2e/%252F` becomes
  // `/%252F`, whose decodings end in `//`): the answer must pass them itself. A resolved path resolves to
  // itself, so this goes one level deep.
  return path === value ? path : safeRedirect(path, siteOrigin);
}
