import { POSTGRES_BIN, postgresAvailable } from './src/testing/postgresGlobalSetup.js';

/** Whether the api-postgres project runs: a PostgreSQL 15 to start, or one named by TEST_DATABASE_URL. */
export const postgresRuns =
  (process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '') ||
  postgresAvailable();
if (!postgresRuns)
  console.warn(`PostgreSQL 15 binaries not found at ${POSTGRES_BIN}: skipping the PostgreSQL run`);

/**
 * Files whose outcome cannot depend on the database, run once (on PGlite) instead of twice: no
 * database at all (protocols, pure rules), or sweeps of the HTTP layer (schemas, session kinds,
 * permissions, bad input) that stop before any query a database could answer differently.
 */
export const DATABASE_FREE = [
  'src/config.test.ts',
  'src/config.envExample.test.ts',
  'src/platform/errors/errorCodeModule.test.ts',
  'src/runtime.test.ts',
  'src/modules/moduleGraph.test.ts',
  'eslint/*.test.ts',
  'src/db/seed/seedDataDir.test.ts',
  'src/demo/playerCurve.test.ts',
  'src/modules/delivery/rcon/*.test.ts',
  'src/modules/documents/content/*.test.ts',
  'src/modules/launcher/zipArchive.test.ts',
  'src/modules/looks/textures.test.ts',
  'src/modules/main/publicCache.test.ts',
  'src/modules/servers/motd.test.ts',
  'src/modules/servers/ping/{serverAddress,slpClient,slpInterop}.test.ts',
  'src/modules/store/{storeRules,wipeRefund}.test.ts',
  'src/platform/auth/{permissions,secrets,sessionKinds,permissionSweep}.test.ts',
  'src/platform/openapi/*.test.ts',
  'src/platform/http/*.test.ts',
  'src/platform/errors/*.test.ts',
  'src/platform/storage/*.test.ts',
  'src/testing/topology/wipeDay/*.test.ts',
];

/**
 * What PGlite, the embedded default, is asked beyond those when PostgreSQL runs everything else: the
 * demo seed and the start (what `npm start` does on it), and the money and delivery code whose
 * concurrency PGlite's one connection serializes differently from a server's many (store, ledger,
 * payments, the delivery outbox). The other files are the same SQL on the same engine, so they run on
 * PostgreSQL only; without PostgreSQL, PGlite runs them all.
 */
export const EMBEDDED_DEFAULT = [
  'src/db/seed/seedDemo.test.ts',
  'src/modules/main/main.test.ts',
  'src/modules/system/system.test.ts',
  'src/modules/store/{store,storeValue.model,roleTransfer,wipeRefundHeld}.test.ts',
  'src/modules/payments/payments.test.ts',
  'src/modules/delivery/{delivery.staff,rconPusher}.test.ts',
  'src/platform/ledger/*.test.ts',
];
