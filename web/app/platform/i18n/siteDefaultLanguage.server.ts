import { print } from 'graphql';

import { SiteDefaultsDocument } from '../../generated/graphql';
import { upstreamHeaders } from '../auth/upstreamHeaders.server';
import { gatewayUrl } from '../env.server';
import { isLanguage, type Language } from './languages';

interface SiteDefaultsAnswer {
  data?: { main?: { defaults?: { language?: unknown } } | null } | null;
}

/**
 * The owner's default language (staff site settings), asked for only when a visitor named none (no
 * prefix, cookie or Accept-Language the site speaks). It runs before the page's Apollo client exists,
 * which needs the language, hence a plain request; `main` is one of the gateway's shared answers, kept
 * in its memory. Any failure leaves the built-in default.
 */
export async function siteDefaultLanguage(request: Request): Promise<Language | undefined> {
  try {
    const response = await fetch(gatewayUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...upstreamHeaders(request) },
      body: JSON.stringify({ query: print(SiteDefaultsDocument) }),
      signal: AbortSignal.timeout(3000),
    });
    const answer = (await response.json()) as SiteDefaultsAnswer;
    const language = answer.data?.main?.defaults?.language;
    return isLanguage(language) ? language : undefined;
  } catch {
    return undefined;
  }
}
