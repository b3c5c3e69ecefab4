import path from 'node:path';

import type { Db } from '../../client.js';
import { launcherClients } from '../../schema/launcherClients.js';
import { publishClient } from '../../../modules/launcher/index.js';
import { FilesystemStorage } from '../../../platform/storage/FilesystemStorage.js';
import { demoClientClassBase64 } from './demoClientClass.js';

/**
 * One small client per demo server, published the way a server owner does it: a real Java program
 * (DemoClient.java) that the launcher installs, starts and follows until it exits.
 */
export async function seedDemoLauncherClients(
  db: Db,
  dataDir: string,
  slugs: { slug: string; name: string }[],
  now: Date,
) {
  const storage = new FilesystemStorage(path.join(dataDir, 'uploads'));
  const classBytes = Buffer.from(demoClientClassBase64, 'base64');
  const published = new Set(
    (await db.select({ slug: launcherClients.slug }).from(launcherClients)).map((row) => row.slug),
  );
  for (const { slug, name } of slugs) {
    // Re-seeding keeps what is there: a published version is never published again under its number.
    if (published.has(slug)) continue;
    await publishClient(db, storage, {
      serverSlug: slug,
      descriptor: {
        version: '1.0.0',
        javaMajor: 8,
        mainClass: 'lodestone.demo.DemoClient',
        classpath: ['classes'],
        jvmArgs: ['-Dlodestone.gameDir=${game_directory}'],
        gameArgs: ['--server', name, '--version', '${version_name}'],
      },
      files: [
        { path: 'classes/lodestone/demo/DemoClient.class', bytes: classBytes },
        { path: 'config/server.properties', bytes: Buffer.from(`server=${slug}\n`) },
      ],
      now,
    });
  }
  return slugs.length;
}
