import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { configuredStorage } from '../../platform/storage/configuredStorage.js';
import { DESCRIPTOR_FILE, publishClient, readClientFolder, type ClientDescriptor } from './publishClient.js';

// `npm run client:publish -w api -- <server-slug> <folder> [--slug name] [--mirror https://cdn/...]`
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { slug: { type: 'string' }, mirror: { type: 'string', multiple: true } },
});
const [serverSlug, folderArgument] = positionals;
if (serverSlug === undefined || folderArgument === undefined) {
  console.error(
    'usage: npm run client:publish -w api -- <server-slug> <folder> [--slug name] [--mirror base-url]',
  );
  process.exit(2);
}
const folder = path.resolve(folderArgument);
const descriptor = JSON.parse(await readFile(path.join(folder, DESCRIPTOR_FILE), 'utf8')) as ClientDescriptor;
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await publishClient(database.db, configuredStorage(config), {
    serverSlug,
    ...(values.slug === undefined ? {} : { slug: values.slug }),
    descriptor,
    files: await readClientFolder(folder),
    mirrors: values.mirror ?? [],
    now: new Date(),
  });
  console.log(
    `published ${descriptor.version} of ${serverSlug} as ${result.uuid}: ${result.files} files, ${result.uploaded} new`,
  );
} finally {
  await database.close();
}
