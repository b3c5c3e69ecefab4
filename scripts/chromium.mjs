// Playwright cannot download its own browser here, so the browser tests drive Debian's chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

/**
 * Returns the path of a usable Chromium, installing Debian's package when we are root and apt exists.
 * Prints exactly what to install otherwise and returns undefined.
 * @returns {string | undefined}
 */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[test] ${wanted} is missing: installing Debian's chromium with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  }
  console.error(
    `[test] No Chromium at ${wanted}. Install Debian's browser with \`sudo apt-get install -y chromium\` ` +
      '(or set CHROMIUM_PATH to a Chromium/Chrome binary); the browser tests need it.',
  );
  return undefined;
}
