import { describe, expect, it } from 'vitest';

import {
  languageCookie,
  languageFromAcceptLanguage,
  languageFromPath,
  pathInLanguage,
  readCookie,
  requestedLanguage,
  resolveLanguage,
} from './resolveLanguage';

describe('resolveLanguage', () => {
  it('takes the URL prefix over everything else', () => {
    expect(
      resolveLanguage({ pathname: '/en/news/x', cookieHeader: 'lang=ru', acceptLanguage: 'ru-RU' }),
    ).toBe('en');
  });

  it('uses the lang cookie on an unprefixed path', () => {
    expect(
      resolveLanguage({ pathname: '/', cookieHeader: 'theme=dark; lang=en', acceptLanguage: 'ru' }),
    ).toBe('en');
  });

  it('falls back to Accept-Language, then ru', () => {
    expect(resolveLanguage({ pathname: '/', acceptLanguage: 'de-DE,en;q=0.8,ru;q=0.5' })).toBe('en');
    expect(resolveLanguage({ pathname: '/', acceptLanguage: 'de-DE' })).toBe('ru');
    expect(resolveLanguage({ pathname: '/' })).toBe('ru');
  });

  it("puts the owner's default after everything the visitor named, and only there", () => {
    expect(resolveLanguage({ pathname: '/', acceptLanguage: 'de-DE' }, 'en')).toBe('en');
    expect(resolveLanguage({ pathname: '/', acceptLanguage: 'ru' }, 'en')).toBe('ru');
    expect(resolveLanguage({ pathname: '/ru', acceptLanguage: 'de' }, 'en')).toBe('ru');
    // The middleware asks the gateway for the default exactly when nothing was named.
    expect(
      requestedLanguage({ pathname: '/', acceptLanguage: 'de-DE', cookieHeader: 'lang=uk' }),
    ).toBeUndefined();
    expect(requestedLanguage({ pathname: '/', acceptLanguage: 'de-DE', cookieHeader: 'lang=en' })).toBe('en');
  });

  it('ignores an unsupported cookie value', () => {
    expect(resolveLanguage({ pathname: '/', cookieHeader: 'lang=uk', acceptLanguage: 'en-GB' })).toBe('en');
  });
});

describe('language helpers', () => {
  it('reads the prefix of a path', () => {
    expect(languageFromPath('/ru')).toBe('ru');
    expect(languageFromPath('/en/news/1')).toBe('en');
    expect(languageFromPath('/graphql')).toBeUndefined();
  });

  it('ranks Accept-Language by weight', () => {
    expect(languageFromAcceptLanguage('ru;q=0.4, en-US;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0, ru')).toBe('ru');
  });

  it('reads one cookie', () => {
    expect(readCookie('a=1; lang=en; b=2', 'lang')).toBe('en');
    expect(readCookie('a=1', 'lang')).toBeUndefined();
    expect(readCookie(null, 'lang')).toBeUndefined();
  });

  it('builds the same path in another language', () => {
    expect(pathInLanguage('/ru/news/winter', 'en')).toBe('/en/news/winter');
    expect(pathInLanguage('/', 'en')).toBe('/en');
    expect(pathInLanguage('/en', 'ru')).toBe('/ru');
  });

  it('writes the cookie the spec asks for', () => {
    expect(languageCookie('en')).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
