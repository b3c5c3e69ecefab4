import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { grantGroup } from './staffGrant.js';

// `npm run staff:grant -- <nickname> <group>` (docs/manual.md "Staff section"): adds a player to a role group.
const [nickname, group] = process.argv.slice(2);
if (nickname === undefined || group === undefined) {
  console.error(
    'usage: npm run staff:grant -- <nickname> <group>   (e.g. npm run staff:grant -- steve admin)',
  );
  process.exit(2);
}
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await grantGroup(database.db, nickname, group);
  console.log(
    result.added
      ? `staff:grant: ${result.login} is now in '${result.group}'`
      : `staff:grant: ${result.login} was already in '${result.group}'`,
  );
} catch (error) {
  console.error(`staff:grant: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
