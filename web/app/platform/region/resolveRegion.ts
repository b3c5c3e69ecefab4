import { readCookie } from '../i18n/resolveLanguage';
import type { Language } from '../i18n/languages';

/** docs/product.md#site: payment methods and prices follow the region. */
export const REGIONS = ['russia', 'global'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_COOKIE = 'region';
/** docs/product.md#site: the region cookie lives 31536000 s. */
const REGION_COOKIE_MAX_AGE = 31_536_000;

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export interface RegionSources {
  cookieHeader?: string | null | undefined;
  /** The region a manager fixed for the account (arrives with accounts). */
  managerConfigured?: string | null | undefined;
  lang: Language;
}

/**
 * docs/product.md#site: the stored region wins over the manager-configured one, then the detected one (the
 * visitor's language: Russian speakers most likely pay from Russia), which always yields a region.
 */
export function resolveRegion({ cookieHeader, managerConfigured, lang }: RegionSources): Region {
  const stored = readCookie(cookieHeader, REGION_COOKIE);
  if (isRegion(stored)) return stored;
  if (isRegion(managerConfigured)) return managerConfigured;
  return lang === 'ru' ? 'russia' : 'global';
}

export function regionCookie(region: Region): string {
  return `${REGION_COOKIE}=${region}; Max-Age=${REGION_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
