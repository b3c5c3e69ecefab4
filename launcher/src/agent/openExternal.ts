import { spawn } from 'node:child_process';

/** Opens a folder or a web link with the desktop's handler (Electron passes `shell.openExternal` instead). */
export function openExternal(target: string): Promise<void> {
  const [command, args] =
    process.platform === 'win32'
      ? ['explorer.exe', [target]]
      : process.platform === 'darwin'
        ? ['open', [target]]
        : ['xdg-open', [target]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', reject);
    child.on('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
