import { describe, expect, it } from 'vitest';

import { languageFromPath } from '../i18n/resolveLanguage';
import { decideGuard, type GuardInput } from './guards';
import { routeMetaByName } from './routeMeta';

function guard(name: string, path: string, overrides: Partial<GuardInput> = {}) {
  const meta = routeMetaByName(name);
  if (!meta) throw new Error(`no route ${name}`);
  return decideGuard({
    meta,
    url: new URL(path, 'http://localhost'),
    lang: languageFromPath(path) ?? 'ru',
    signedIn: false,
    pendingTwoFactor: false,
    permissions: {},
    launcherMode: false,
    ...overrides,
  });
}

describe('decideGuard', () => {
  it('lets visitors see public pages', () => {
    expect(guard('rules', '/ru/rules')).toEqual({ kind: 'allow' });
  });

  it('sends visitors from protected pages to login with return_to', () => {
    expect(guard('cabinet-bonus', '/ru/cabinet/bonus?tab=1')).toEqual({
      kind: 'redirect',
      location: '/ru/login?return_to=%2Fru%2Fcabinet%2Fbonus%3Ftab%3D1',
    });
    expect(guard('launcher-settings-ram', '/en/launcher/settings/ram')).toEqual({
      kind: 'redirect',
      location: '/en/launcher/login?return_to=%2Fen%2Flauncher%2Fsettings%2Fram',
    });
  });

  it('lets signed-in players into protected pages', () => {
    expect(guard('cabinet-bonus', '/ru/cabinet/bonus', { signedIn: true })).toEqual({ kind: 'allow' });
  });

  it('sends signed-in players away from auth pages, to return_to when it is safe', () => {
    expect(guard('login', '/ru/login', { signedIn: true })).toEqual({ kind: 'redirect', location: '/ru' });
    expect(guard('login', '/ru/login?return_to=/ru/store', { signedIn: true })).toEqual({
      kind: 'redirect',
      location: '/ru/store',
    });
    expect(guard('login', '/ru/login?return_to=//evil.example', { signedIn: true })).toEqual({
      kind: 'redirect',
      location: '/ru',
    });
  });

  it('lets a signed-in player sign out', () => {
    expect(guard('logout', '/ru/logout', { signedIn: true })).toEqual({ kind: 'allow' });
  });

  it('keeps launcher mode on launcher pages, logout and 2fa', () => {
    expect(guard('store', '/ru/store', { launcherMode: true })).toEqual({
      kind: 'redirect',
      location: '/ru/launcher',
    });
    expect(guard('launcher-servers', '/ru/launcher/servers', { launcherMode: true })).toEqual({
      kind: 'allow',
    });
    expect(guard('logout', '/ru/logout', { launcherMode: true })).toEqual({ kind: 'allow' });
    expect(guard('2fa', '/ru/2fa', { launcherMode: true, pendingTwoFactor: true })).toEqual({
      kind: 'allow',
    });
  });

  it('holds a pending second factor on 2fa', () => {
    expect(guard('store', '/en/store', { pendingTwoFactor: true })).toEqual({
      kind: 'redirect',
      location: '/en/2fa?return_to=%2Fen%2Fstore',
    });
    expect(guard('2fa', '/en/2fa', { pendingTwoFactor: true })).toEqual({ kind: 'allow' });
    expect(guard('logout', '/en/logout', { pendingTwoFactor: true })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in player on 2fa back', () => {
    expect(guard('2fa', '/ru/2fa?return_to=/ru/cabinet/bonus', { signedIn: true })).toEqual({
      kind: 'redirect',
      location: '/ru/cabinet/bonus',
    });
  });

  it('shows 404 for a missing permission and allows a granted one', () => {
    expect(guard('news-create', '/ru/news/create')).toEqual({ kind: 'not-found' });
    expect(
      guard('news-create', '/ru/news/create', { permissions: { web: { documents: { create: true } } } }),
    ).toEqual({
      kind: 'allow',
    });
    expect(
      guard('news-create', '/ru/news/create', { permissions: { web: { documents: { create: false } } } }),
    ).toEqual({
      kind: 'not-found',
    });
  });
});
