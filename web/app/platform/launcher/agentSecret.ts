/** What the Electron preload exposes to the page (launcher/src/electron/preload.ts). */
export interface LauncherBridge {
  agentSecret: () => Promise<string>;
}

declare global {
  interface Window {
    lodestoneLauncher?: LauncherBridge;
  }
}

const KEY = 'lodestone.agentSecret';
const HASH = /(?:^#|&)agent-secret=([0-9A-Za-z_-]{8,128})/;

/**
 * The agent's per-start secret: from the Electron preload, or, when the agent runs alone (development,
 * browser tests), from the `#agent-secret=` fragment of the first launcher URL. A fragment never reaches
 * a server; it is moved to this tab's session storage and removed from the address bar.
 */
export async function readAgentSecret(): Promise<string | null> {
  if (window.lodestoneLauncher) return window.lodestoneLauncher.agentSecret();
  const match = HASH.exec(window.location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(KEY, match[1]);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return sessionStorage.getItem(KEY);
}
