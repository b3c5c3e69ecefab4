import { describe, expect, it } from 'vitest';

import { resolveRedirect, type RedirectInput } from './legacyRedirects';

function resolve(path: string, overrides: Partial<RedirectInput> = {}) {
  return resolveRedirect({
    url: new URL(path, 'http://localhost'),
    lang: 'ru',
    signedIn: false,
    paymentSuccessUrl: 'https://pay.example/success',
    ...overrides,
  });
}

describe('resolveRedirect', () => {
  it.each([
    ['/settings/auth2factor', '/ru/cabinet/2fa'],
    ['/settings', '/ru/cabinet'],
    ['/cabinet/history', '/ru/cabinet/transactions'],
    ['/cabinet/pay', '/ru/pay'],
    ['/cabinet/group', '/ru/store'],
    ['/cabinet/usage', '/ru/cabinet'],
    ['/votes', '/ru/cabinet/bonus'],
    ['/donate', '/ru/store'],
    ['/bonus', '/ru/cabinet/bonus'],
    ['/bans', '/ru/banlist'],
    ['/transfer', '/ru?open-modal=transfer-coins'],
    ['/about', '/ru'],
    ['/user', '/ru'],
    ['/launcher', '/ru/start'],
    ['/online', '/ru/stats'],
    ['/kits', '/ru/store'],
    ['/en/donate', '/en/store'],
    ['/post/28', '/ru/news/wipe-winter-2023'],
    ['/post/34', '/ru/news/wipe-winter-2025'],
    ['/post/12', '/ru'],
    ['/server/techno_magic', '/ru/servers/techno-magic-rpg'],
    ['/server/hitech', '/ru/servers/hitech'],
    ['/server/Magic_RPG', '/ru/servers/magic-rpg'],
  ])('moves %s permanently to %s', (from, to) => {
    expect(resolve(from)).toEqual({ location: to, status: 301 });
  });

  it.each([
    ['/ru/cabinet', '/ru/cabinet/bonus'],
    ['/en/cabinet/cover', '/en/cabinet/cover/glow'],
    ['/ru/launcher/settings', '/ru/launcher/settings/folder'],
    ['/en/top', '/en/top/playtime'],
    ['/top', '/ru/top/playtime'],
  ])('opens the default child of %s at %s', (from, to) => {
    expect(resolve(from)).toEqual({ location: to, status: 302 });
  });

  it('keeps the query of a moved address', () => {
    expect(resolve('/donate?utm_source=vk')?.location).toBe('/ru/store?utm_source=vk');
  });

  it('uses the visitor language for addresses without a prefix', () => {
    expect(resolve('/donate', { lang: 'en' })?.location).toBe('/en/store');
  });

  it('leaves real pages alone, including /ru/launcher', () => {
    for (const path of [
      '/',
      '/ru',
      '/en/news/wipe-winter-2025',
      '/ru/launcher',
      '/ru/cabinet/bonus',
      '/ru/Steve/statistics',
    ]) {
      expect(resolve(path)).toBeUndefined();
    }
  });

  it('adds the language to a page address that lacks it', () => {
    expect(resolve('/rules', { lang: 'en' })).toEqual({ location: '/en/rules', status: 302 });
  });

  it('strips zero-width spaces with a permanent redirect', () => {
    expect(resolve('/ru/rules%E2%80%8B')).toEqual({ location: '/ru/rules', status: 301 });
    expect(resolve('/ru/news/%E2%80%8Bwipe?x=%EF%BB%BF1')).toEqual({
      location: '/ru/news/wipe?x=1',
      status: 301,
    });
  });

  it('sends a returning payer to pay with notify=success when signed in', () => {
    expect(resolve('/pay/success', { signedIn: true })).toEqual({
      location: '/ru/pay?notify=success',
      status: 302,
    });
    expect(resolve('/en/store?status=succeeded', { signedIn: true })).toEqual({
      location: '/en/pay?notify=success',
      status: 302,
    });
  });

  it('sends a signed-out payer to the external success page, or to sign-in without one', () => {
    expect(resolve('/pay/success')).toEqual({ location: 'https://pay.example/success', status: 302 });
    expect(resolve('/pay/success', { paymentSuccessUrl: undefined })?.location).toBe(
      '/ru/login?return_to=%2Fru%2Fpay%3Fnotify%3Dsuccess',
    );
  });

  it('does not loop on the payment success page itself', () => {
    expect(resolve('/ru/pay?notify=success&status=succeeded', { signedIn: true })).toBeUndefined();
  });

  it('leaves unknown addresses to the 404 page', () => {
    expect(resolve('/ru/no-such/page/here')).toBeUndefined();
  });
});
