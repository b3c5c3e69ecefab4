import path from 'node:path';

import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import electronUpdater from 'electron-updater';

import { AgentSettings } from '../agent/agentSettings.js';
import { createAgentServer } from '../agent/createAgentServer.js';
import { readShellConfig } from '../launcherConfig.js';
import {
  buildWebPreferences,
  denyAllPermissions,
  launcherUrl,
  lockNavigation,
  registerIpc,
} from './shellSecurity.js';

// The shell only starts the agent and opens one window on the site; everything else is in the agent
// and the site. SITE_URL and API_URL are baked in at packaging time (electron-builder extraMetadata).
const { siteUrl, siteOrigin, apiUrl } = readShellConfig(process.env);

async function start(): Promise<void> {
  await app.whenReady();
  const dataFolder = app.getPath('userData');
  const agent = createAgentServer({
    version: app.getVersion(),
    siteOrigin,
    apiUrl,
    settings: await AgentSettings.open(dataFolder),
    dataFolder,
    openExternal: (target) =>
      target.startsWith('http') ? shell.openExternal(target) : shell.openPath(target).then(() => undefined),
  });
  await new Promise<void>((resolve) => agent.server.listen(0, '127.0.0.1', resolve));
  const address = agent.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  denyAllPermissions(session.defaultSession);
  registerIpc(ipcMain, siteOrigin, agent.secret);
  const window = new BrowserWindow({
    width: 1100,
    height: 700,
    minWidth: 800,
    minHeight: 560,
    show: false,
    webPreferences: buildWebPreferences(path.join(import.meta.dirname, 'preload.cjs')),
  });
  const contents = window.webContents;
  lockNavigation(
    {
      // Electron's overloads are one per event; the policy needs just these two.
      on: (event, listener) =>
        event === 'will-navigate'
          ? contents.on('will-navigate', listener)
          : contents.on('will-redirect', listener),
      setWindowOpenHandler: (handler) => {
        contents.setWindowOpenHandler(handler);
      },
    },
    siteOrigin,
    (url) => void shell.openExternal(url),
  );
  window.once('ready-to-show', () => {
    window.show();
  });
  await window.loadURL(launcherUrl(siteUrl, port, app.getLocale()));

  app.on('window-all-closed', () => {
    void agent.close().then(() => {
      app.quit();
    });
  });
  // Updates come from the publish feed of electron-builder.yml; a failed check must not stop the game.
  electronUpdater.autoUpdater.checkForUpdatesAndNotify().catch(() => undefined);
}

// One launcher per user: a second start focuses the first window.
if (!app.requestSingleInstanceLock()) app.quit();
else void start();
