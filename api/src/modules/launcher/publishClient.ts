import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { launcherClients, type LauncherClientFile } from '../../db/schema/launcherClients.js';
import { gameServers } from '../../db/schema/servers.js';
import type { FileStorage } from '../../platform/storage/FileStorage.js';
import { clientUuid } from './clientUuid.js';

/** `lodestone-client.json` at the root of a client folder: the version data the launcher starts it with. */
export interface ClientDescriptor {
  version: string;
  javaMajor: number;
  mainClass: string;
  classpath: string[];
  jvmArgs?: string[];
  gameArgs?: string[];
  icon?: string;
  background?: string;
  authlibInjector?: { jar: string; apiRoot: string };
}

export const DESCRIPTOR_FILE = 'lodestone-client.json';

export interface PublishInput {
  serverSlug: string;
  /** The client's own name (its uuid and install folder); default: the server's slug. */
  slug?: string;
  descriptor: ClientDescriptor;
  files: { path: string; bytes: Buffer }[];
  mirrors?: string[];
  now: Date;
}

/** Content-addressed, so identical files across versions and clients are stored once. */
export const blobKey = (sha256: string) => `launcher/files/${sha256.slice(0, 2)}/${sha256}`;

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Every file of a folder (the descriptor excepted), with `/`-separated relative paths. */
export async function readClientFolder(folder: string): Promise<PublishInput['files']> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => relative !== DESCRIPTOR_FILE)
    .sort();
  return Promise.all(
    files.map(async (relative) => ({ path: relative, bytes: await readFile(path.join(folder, relative)) })),
  );
}

/**
 * Releases a client: stores its files in FileStorage by SHA-256 (only the new ones) and replaces the
 * client's manifest in one write, so launchers see either the old release or the whole new one.
 */
export async function publishClient(db: Db, storage: FileStorage, input: PublishInput) {
  const { descriptor } = input;
  const [server] = await db.select().from(gameServers).where(eq(gameServers.slug, input.serverSlug));
  check(server !== undefined, `No game server with slug '${input.serverSlug}'`);
  check(
    /^[a-z0-9][a-z0-9-]*$/.test(input.slug ?? input.serverSlug),
    'The client slug is lower-case letters, digits and dashes',
  );
  check(
    typeof descriptor.mainClass === 'string' && descriptor.mainClass !== '',
    `${DESCRIPTOR_FILE}: mainClass is required`,
  );
  check(
    Number.isInteger(descriptor.javaMajor) && descriptor.javaMajor >= 8,
    `${DESCRIPTOR_FILE}: javaMajor is a Java major version`,
  );
  check(
    typeof descriptor.version === 'string' && descriptor.version !== '',
    `${DESCRIPTOR_FILE}: version is required`,
  );
  const paths = new Set(input.files.map((file) => file.path));
  for (const entry of descriptor.classpath) {
    check(
      paths.has(entry) || [...paths].some((file) => file.startsWith(`${entry}/`)),
      `Class path entry ${entry} is not in the folder`,
    );
  }
  for (const picture of [descriptor.icon, descriptor.background, descriptor.authlibInjector?.jar]) {
    check(picture === undefined || paths.has(picture), `${String(picture)} is not in the folder`);
  }

  const stored = new Set(
    (await db.select({ files: launcherClients.files }).from(launcherClients)).flatMap((row) =>
      row.files.map((file) => file.key),
    ),
  );
  const files: LauncherClientFile[] = [];
  let uploaded = 0;
  for (const file of input.files) {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const key = blobKey(sha256);
    if (!stored.has(key)) {
      await storage.put(key, file.bytes, 'application/octet-stream');
      stored.add(key);
      uploaded += 1;
    }
    files.push({
      path: file.path,
      size: file.bytes.length,
      sha256,
      sha1: createHash('sha1').update(file.bytes).digest('hex'),
      key,
    });
  }
  const slug = input.slug ?? input.serverSlug;
  const values = {
    slug,
    serverId: server.id,
    version: descriptor.version,
    javaMajor: descriptor.javaMajor,
    mainClass: descriptor.mainClass,
    classpath: descriptor.classpath,
    jvmArgs: descriptor.jvmArgs ?? [],
    gameArgs: descriptor.gameArgs ?? [],
    files,
    iconPath: descriptor.icon ?? null,
    backgroundPath: descriptor.background ?? null,
    authlibInjector: descriptor.authlibInjector ?? null,
    mirrors: input.mirrors ?? [],
    publishedAt: input.now,
  };
  await db
    .insert(launcherClients)
    .values(values)
    .onConflictDoUpdate({ target: launcherClients.slug, set: values });
  return { uuid: clientUuid(slug), files: files.length, uploaded };
}
