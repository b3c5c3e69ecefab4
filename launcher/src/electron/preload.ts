import { contextBridge, ipcRenderer } from 'electron';

// The page gets one narrow function, never ipcRenderer itself (Electron security checklist, item 20).
// Kept in sync with AGENT_SECRET_CHANNEL in shellSecurity.ts (a sandboxed preload cannot import it).
contextBridge.exposeInMainWorld('lodestoneLauncher', {
  agentSecret: (): Promise<string> => ipcRenderer.invoke('lodestone:agent-secret') as Promise<string>,
});
