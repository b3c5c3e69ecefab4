import { EventEmitter } from 'node:events';

import { describe, expect, it, vi } from 'vitest';

import {
  AGENT_SECRET_CHANNEL,
  buildWebPreferences,
  denyAllPermissions,
  launcherUrl,
  lockNavigation,
  registerIpc,
  type ContentsLike,
  type IpcEventLike,
} from './shellSecurity.js';

const site = 'https://lodestone.example';

class FakeContents extends EventEmitter implements ContentsLike {
  openHandler: Parameters<ContentsLike['setWindowOpenHandler']>[0] = () => ({ action: 'allow' });
  setWindowOpenHandler(handler: Parameters<ContentsLike['setWindowOpenHandler']>[0]) {
    this.openHandler = handler;
  }
  navigate(event: 'will-navigate' | 'will-redirect', url: string): boolean {
    let prevented = false;
    this.emit(event, { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

describe('the Electron shell', () => {
  it('sets the security checklist webPreferences', () => {
    expect(buildWebPreferences('/app/preload.cjs')).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
  });

  it('keeps navigation on the site and sends web links to the system browser', () => {
    const contents = new FakeContents();
    const opened: string[] = [];
    lockNavigation(contents, site, (url) => opened.push(url));
    expect(contents.navigate('will-navigate', `${site}/ru/launcher/servers`)).toBe(false);
    expect(contents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.navigate('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(contents.openHandler({ url: 'https://vk.com/lodestone' })).toEqual({ action: 'deny' });
    expect(contents.openHandler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(contents.openHandler({ url: 'smb://share/x' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://vk.com/lodestone']);
  });

  it('denies every permission request and check', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
    denyAllPermissions(session);
    const callback = vi.fn();
    const request = session.setPermissionRequestHandler.mock.calls[0]?.[0] as (
      c: unknown,
      p: string,
      cb: typeof callback,
    ) => void;
    request({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0] as (c: unknown, p: string) => boolean;
    expect(check({}, 'notifications')).toBe(false);
  });

  it('hands the secret only to the site top frame', () => {
    const handlers = new Map<string, (event: IpcEventLike) => unknown>();
    registerIpc({ handle: (channel, listener) => handlers.set(channel, listener) }, site, 'the-secret');
    const handler = handlers.get(AGENT_SECRET_CHANNEL);
    const mainFrame = { url: `${site}/ru/launcher` };
    expect(handler?.({ senderFrame: mainFrame, sender: { mainFrame } })).toBe('the-secret');
    const iframe = { url: `${site}/embed` };
    expect(() => handler?.({ senderFrame: iframe, sender: { mainFrame } })).toThrow(/Refused/);
    const foreign = { url: 'https://evil.example/' };
    expect(() => handler?.({ senderFrame: foreign, sender: { mainFrame: foreign } })).toThrow(/Refused/);
    expect(() => handler?.({ senderFrame: null, sender: { mainFrame } })).toThrow(/Refused/);
  });

  it('opens the site in launcher mode on the agent port', () => {
    expect(launcherUrl(site, 5710, 'ru')).toBe(`${site}/ru/launcher?host=127.0.0.1%3A5710`);
    expect(launcherUrl(site, 5710, 'de-DE')).toBe(`${site}/en/launcher?host=127.0.0.1%3A5710`);
  });
});
