// Browsers ignore these inside a scheme ("java\tscript:"), so they must not hide one from the check.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function normalise(url: string): string {
  return url.replace(IGNORED_BY_BROWSERS, '');
}

/** http(s), mailto, or a path/anchor on this site; anything else (javascript:, data:, //host) is refused. */
export function safeLinkUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  const compact = normalise(url);
  if (compact === '' || compact.includes('\\')) return null;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) return ['http', 'https', 'mailto'].includes(scheme) ? url : null;
  if (compact.startsWith('//')) return null;
  // A path on this site only; anything else without a scheme ("javascript&colon;…") is refused too.
  return /^[/#?]/.test(compact) && !compact.includes(':') ? url : null;
}

/**
 * A `/uploads/...` path whose every decoding stays inside /uploads/: no `.` or `..` segment (`%2e%2e`,
 * `%252e%252e`, ...), no backslash, no control character, no empty segment; malformed escapes refused.
 */
export function isSafeUploadPath(path: string): boolean {
  let current = path;
  for (let round = 0; round < 5; round += 1) {
    if (!current.startsWith('/uploads/') || current.includes('\\') || CONTROL_OR_SPACE.test(current)) {
      return false;
    }
    const segments = current.split(/[?#]/, 1)[0]?.split('/').slice(2) ?? [];
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (next === current) return true;
    current = next;
  }
  return false;
}

/** Remote images over http(s), or files this site serves from /uploads/. */
export function safeImageUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  const compact = normalise(url);
  if (compact.includes('\\')) return null;
  if (/^https?:\/\/[^/]/i.test(compact)) return url;
  if (isSafeUploadPath(compact)) return url;
  return null;
}
