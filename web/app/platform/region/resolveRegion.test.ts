import { describe, expect, it } from 'vitest';

import { needsSiteDefault, resolveRegion } from './resolveRegion';

describe('resolveRegion', () => {
  it('takes the cookie, then the account, then the site default, then the language', () => {
    expect(resolveRegion({ cookieHeader: 'region=global', siteDefault: 'russia', lang: 'ru' })).toBe(
      'global',
    );
    expect(resolveRegion({ managerConfigured: 'russia', siteDefault: 'global', lang: 'en' })).toBe('russia');
    expect(resolveRegion({ siteDefault: 'global', lang: 'ru' })).toBe('global');
    expect(resolveRegion({ siteDefault: 'auto', lang: 'ru' })).toBe('russia');
    expect(resolveRegion({ siteDefault: null, lang: 'en' })).toBe('global');
  });

  it('asks for the site default only when neither the cookie nor the account has a region', () => {
    expect(needsSiteDefault({ cookieHeader: 'region=russia', lang: 'en' })).toBe(false);
    expect(needsSiteDefault({ managerConfigured: 'global', lang: 'en' })).toBe(false);
    expect(needsSiteDefault({ cookieHeader: 'lang=en', lang: 'en' })).toBe(true);
  });
});
