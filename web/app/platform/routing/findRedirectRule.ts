import type { RouterContextProvider } from 'react-router';

import { RedirectRuleDocument } from '../../generated/graphql';
import { getApolloClient } from '../apollo/apolloClientContext';
import { languageFromPath } from '../i18n/resolveLanguage';
import type { RedirectDecision } from './legacyRedirects';

/** A rule's target: a site path gets the visitor's language prefix, an absolute URL stays as it is. */
export function redirectTarget(target: string, pathname: string, fallbackLang: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  const lang = languageFromPath(pathname) ?? fallbackLang;
  return target === '/' ? `/${lang}` : `/${lang}${target}`;
}

/**
 * Asks the api whether staff redirected this path (docs/product.md#navigation). Called only for paths no page claims, so
 * pages never pay for it; a failing api means "no rule", never an error page.
 */
export async function findRedirectRule(
  context: Readonly<RouterContextProvider>,
  url: URL,
  fallbackLang = 'ru',
): Promise<RedirectDecision | undefined> {
  try {
    const { data } = await getApolloClient(context).query({
      query: RedirectRuleDocument,
      variables: { path: url.pathname },
      fetchPolicy: 'network-only',
    });
    const rule = data?.redirectRule?.rule;
    if (!rule) return undefined;
    return {
      location: redirectTarget(rule.target, url.pathname, fallbackLang),
      status: rule.permanent ? 301 : 302,
    };
  } catch (error) {
    console.error('[web] redirect rule lookup failed', error);
    return undefined;
  }
}
