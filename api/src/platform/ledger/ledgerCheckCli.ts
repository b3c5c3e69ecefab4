import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { checkLedger } from './checkLedger.js';

// `npm run ledger:check`: exits 1 and lists every broken invariant, for cron jobs and after incidents.
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const problems = await checkLedger(database.db);
  if (problems.length === 0) {
    console.log('ledger: every currency sums to zero and every balance equals its postings');
  } else {
    for (const problem of problems) console.error(`ledger: ${problem.kind}: ${problem.detail}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
