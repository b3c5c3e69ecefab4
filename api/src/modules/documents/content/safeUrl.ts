// Browsers ignore these inside a scheme ("java\tscript:"), so they must not hide one from the check.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;
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

/** Remote images over http(s), or files this site serves from /uploads/. */
export function safeImageUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  const compact = normalise(url);
  if (compact.includes('\\')) return null;
  if (/^https?:\/\/[^/]/i.test(compact)) return url;
  if (compact.startsWith('/uploads/') && !compact.includes('..')) return url;
  return null;
}
