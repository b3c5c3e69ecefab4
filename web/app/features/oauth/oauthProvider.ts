import { getI18n } from '../../platform/i18n/getI18n';
import type { Language } from '../../platform/i18n/languages';
import { OAUTH_PROVIDERS } from '../../platform/routing/routeTable';

export type OauthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isOauthProvider(value: string | undefined): value is OauthProvider {
  return value !== undefined && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** The provider's display name in a language, for titles. */
export function providerName(value: string | undefined, lang: Language): string {
  return isOauthProvider(value) ? getI18n(lang).t(`shell:providers.${value}`) : '';
}
