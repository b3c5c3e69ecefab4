import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { FlowTokens } from '../../platform/auth/flowTokens.js';
import { LegacyTokenFileError, parseLegacyTokenFile, type ParsedLegacyTokens } from './legacyTokenFile.js';
import { describeLegacyImport, importLegacyTokens } from './legacyTokenImport.js';
import { LegacyTokens } from './legacyTokens.js';
import { UsersRepository } from '../../platform/identity/users.repository.js';

// `npm run import:legacy-tokens -w api -- <file.csv|file.json>` (docs/operations.md "Migrating from the
// previous site"). Exit 2: the file was refused and nothing was imported; 1: some rows were skipped as bad.
const [fileArgument] = process.argv.slice(2);
if (fileArgument === undefined) {
  console.error('usage: npm run import:legacy-tokens -w api -- <file.csv|file.json>');
  process.exit(2);
}
// npm runs workspace scripts in the workspace folder; the path is the operator's, from where they typed it.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
let parsed: ParsedLegacyTokens;
try {
  parsed = parseLegacyTokenFile(await readFile(file, 'utf8'), file);
} catch (error) {
  const reason = error instanceof LegacyTokenFileError ? error.message : String(error);
  console.error(`import:legacy-tokens: refused ${file}: ${reason}; nothing was imported`);
  process.exit(2);
}
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const clock = () => new Date();
  const users = new UsersRepository(database.db);
  const report = await importLegacyTokens(parsed, {
    legacyTokens: new LegacyTokens(new FlowTokens(database.db, clock), users),
    users,
    now: clock(),
  });
  console.log(describeLegacyImport(report));
  if (report.bad.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`import:legacy-tokens: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
