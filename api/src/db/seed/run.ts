import { loadConfig } from '../../config.js';
import { copySeededUploads } from '../../platform/storage/copyLocalUploads.js';
import { openDatabase } from '../client.js';
import { seedEnvironment } from './seedDataDir.js';
import { seedDemo } from './seedDemo.js';

// `npm run seed -w api`: migrates, then writes the demo content (safe to repeat).
const config = loadConfig(seedEnvironment(process.env));
const database = await openDatabase(config);
try {
  await database.migrate();
  const summary = await seedDemo(database.db, config.dataDir);
  await copySeededUploads(config);
  console.log(
    `seed: ${summary.servers} servers and ${summary.documents} documents written to ${database.kind} (${config.dataDir})`,
  );
} finally {
  await database.close();
}
