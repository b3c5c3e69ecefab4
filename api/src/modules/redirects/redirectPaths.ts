import type { Locale } from '../../platform/locale.js';

/** '/ru/old-page/' and '/old-page' are the same old address: the site serves both languages. */
export function normaliseRedirectPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const withoutLanguage = withoutQuery.replace(/^\/(ru|en)(?=\/|$)/, '');
  const trimmed = withoutLanguage.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const messages = {
  path: {
    ru: 'Путь должен начинаться с «/» и не может вести на главную страницу',
    en: 'The path must start with "/" and cannot be the home page',
  },
  target: {
    ru: 'Цель должна быть путём сайта («/store») или адресом http(s)',
    en: 'The target must be a site path ("/store") or an http(s) address',
  },
  loop: {
    ru: 'Правило не может вести на свой же путь',
    en: 'A rule cannot point at its own path',
  },
} as const;

/** Why a rule is refused, in the caller's language, or undefined when it is fine. */
export function redirectRuleProblem(path: string, target: string, locale: Locale): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || normaliseRedirectPath(path) === '/') {
    return messages.path[locale];
  }
  if (!isSafeTarget(target)) return messages.target[locale];
  if (target.startsWith('/') && normaliseRedirectPath(target) === normaliseRedirectPath(path)) {
    return messages.loop[locale];
  }
  return undefined;
}

/** A site path (never `//host`, which browsers read as another site) or an absolute http(s) URL. */
function isSafeTarget(target: string): boolean {
  if (/\s/.test(target)) return false;
  if (target.startsWith('/')) return !target.startsWith('//') && !target.startsWith('/\\');
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
