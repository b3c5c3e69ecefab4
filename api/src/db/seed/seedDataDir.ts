import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, four folders above this file (api/src/db/seed; api/dist/db/seed when compiled). */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * `npm run seed` runs in the api workspace (cwd `api/`), while `npm start` keeps its data in the
 * repository's `data/`. Without this the seed wrote the demo servers' tokens to `api/data/` (or failed
 * when that folder did not exist) and the started demo could not find them. An explicit DATA_DIR wins.
 */
export function seedEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.DATA_DIR === undefined ? { ...env, DATA_DIR: path.join(repositoryRoot, 'data') } : env;
}
