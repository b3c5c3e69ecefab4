// Main-process policy of the Electron shell, written against small interfaces of Electron's objects so
// it runs under plain Node in tests (the Electron binary cannot be downloaded on every machine).

/** The subset of `webPreferences` the shell sets; the values follow Electron's security checklist. */
export interface ShellWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  experimentalFeatures: false;
  webviewTag: false;
  spellcheck: false;
}

export function buildWebPreferences(preload: string): ShellWebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
  };
}

interface NavigationEvent {
  preventDefault: () => void;
}

export interface ContentsLike {
  on: (
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEvent, url: string) => void,
  ) => unknown;
  setWindowOpenHandler: (
    handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' },
  ) => void;
}

const isWebLink = (url: string) => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The window stays on the site: navigation and redirects elsewhere are stopped; links that would open
 * a new window go to the system browser when they are web links and nowhere otherwise.
 */
export function lockNavigation(
  contents: ContentsLike,
  siteOrigin: string,
  openExternal: (url: string) => void,
): void {
  const guard = (event: NavigationEvent, url: string) => {
    if (originOf(url) !== siteOrigin) event.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.setWindowOpenHandler(({ url }) => {
    if (isWebLink(url)) openExternal(url);
    return { action: 'deny' };
  });
}

export interface SessionLike {
  setPermissionRequestHandler: (
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ) => void;
  setPermissionCheckHandler: (handler: (contents: unknown, permission: string) => boolean) => void;
}

/** The site needs no camera, microphone, notifications or any other permission: all are refused. */
export function denyAllPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
}

interface FrameLike {
  url: string;
}

export interface IpcEventLike {
  senderFrame: FrameLike | null;
  sender: { mainFrame: FrameLike };
}

export interface IpcMainLike {
  handle: (channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown) => void;
}

export const AGENT_SECRET_CHANNEL = 'lodestone:agent-secret';

/** Only the site's own top frame may ask: not an iframe, not a page the window was tricked onto. */
export function isTrustedSender(event: IpcEventLike, siteOrigin: string): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame === event.sender.mainFrame && originOf(frame.url) === siteOrigin;
}

/** The one IPC call of the shell: the agent's secret for the page, behind the sender check. */
export function registerIpc(ipcMain: IpcMainLike, siteOrigin: string, secret: string): void {
  ipcMain.handle(AGENT_SECRET_CHANNEL, (event) => {
    if (!isTrustedSender(event, siteOrigin)) throw new Error('Refused: the sender is not the site');
    return secret;
  });
}

/** The site in launcher mode, pointed at the agent (`?host=127.0.0.1:PORT`). */
export function launcherUrl(siteUrl: string, agentPort: number, language: string): string {
  const url = new URL(`/${language === 'ru' ? 'ru' : 'en'}/launcher`, siteUrl);
  url.searchParams.set('host', `127.0.0.1:${agentPort}`);
  return url.toString();
}
