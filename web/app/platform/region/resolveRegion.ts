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
  /** The owner's default (staff site settings): russia, global, or auto (from the language). */
  siteDefault?: string | null | undefined;
  lang: Language;
}

/** Only a visitor with neither a stored nor a configured region falls back to the site's default. */
export function needsSiteDefault({ cookieHeader, managerConfigured }: RegionSources): boolean {
  return !isRegion(readCookie(cookieHeader, REGION_COOKIE)) && !isRegion(managerConfigured);
}

/**
 * docs/product.md#site: the stored region wins over the manager-configured one, then the detected one (the
 * visitor's language: Russian speakers most likely pay from Russia), which always yields a region. The
 * owner may fix that default for everyone (staff site settings, region other than "auto").
 */
export function resolveRegion({ cookieHeader, managerConfigured, siteDefault, lang }: RegionSources): Region {
  const stored = readCookie(cookieHeader, REGION_COOKIE);
  if (isRegion(stored)) return stored;
  if (isRegion(managerConfigured)) return managerConfigured;
  if (isRegion(siteDefault)) return siteDefault;
  return lang === 'ru' ? 'russia' : 'global';
}

export function regionCookie(region: Region): string {
  return `${REGION_COOKIE}=${region}; Max-Age=${REGION_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
