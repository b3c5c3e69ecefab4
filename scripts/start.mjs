// `npm start`: build what the stack needs (OpenAPI documents, the gateway, generated types, the site),
// then run api, gateway and web together with demo data on the embedded database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.SKIP_BUILD !== '1') {
  console.log(
    '[start] building: OpenAPI -> gateway -> codegen -> site (set SKIP_BUILD=1 to reuse the last build)',
  );
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] the build failed; nothing was started');
    process.exit(build.status ?? 1);
  }
}

await import('./stack.mjs');
