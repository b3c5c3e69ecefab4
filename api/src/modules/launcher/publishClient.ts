import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import {
  launcherClients,
  launcherClientVersions,
  type LauncherClientFile,
} from '../../db/schema/launcherClients.js';
import { gameServers } from '../../db/schema/servers.js';
import { AppError } from '../../platform/errors/AppError.js';
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

/** A refusal the staff screen shows as is: both languages, answered as a 4xx. */
function check(condition: boolean, en: string, ru: string): asserts condition {
  if (!condition) throw new AppError('VALIDATION_FAILED', { en, ru });
}

/** The checks of a release: the descriptor is complete and every path it names is one of the files. */
export function checkRelease(descriptor: ClientDescriptor, paths: ReadonlySet<string>): void {
  check(
    typeof descriptor.mainClass === 'string' &&
      /^[\p{L}_$][\p{L}\p{N}_$]*(\.[\p{L}_$][\p{L}\p{N}_$]*)*$/u.test(descriptor.mainClass),
    `${DESCRIPTOR_FILE}: mainClass is required (a Java class name)`,
    'Нужен главный класс (имя класса Java)',
  );
  check(
    Number.isInteger(descriptor.javaMajor) && descriptor.javaMajor >= 8 && descriptor.javaMajor <= 99,
    `${DESCRIPTOR_FILE}: javaMajor is a Java major version`,
    'Версия Java — целое число от 8',
  );
  check(
    typeof descriptor.version === 'string' && /^[\w.+-]{1,40}$/.test(descriptor.version),
    `${DESCRIPTOR_FILE}: version is required`,
    'Нужна версия: буквы, цифры, точки, дефисы, до 40 знаков',
  );
  check(descriptor.classpath.length > 0, 'The class path is empty', 'Путь классов пуст');
  for (const entry of descriptor.classpath) {
    check(
      paths.has(entry) || [...paths].some((file) => file.startsWith(`${entry}/`)),
      `Class path entry ${entry} is not in the folder`,
      `Элемента пути классов ${entry} нет среди файлов`,
    );
  }
  for (const picture of [descriptor.icon, descriptor.background, descriptor.authlibInjector?.jar]) {
    check(
      picture === undefined || paths.has(picture),
      `${String(picture)} is not in the folder`,
      `Файла ${String(picture)} нет среди файлов`,
    );
  }
}

/** Every file of a folder (the descriptor excepted), `/`-separated relative paths, sorted; links are not followed. */
export async function listClientFolder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => relative !== DESCRIPTOR_FILE)
    .sort();
}

/** Every file of a folder (the descriptor excepted), with `/`-separated relative paths. */
export async function readClientFolder(folder: string): Promise<PublishInput['files']> {
  const files = await listClientFolder(folder);
  return Promise.all(
    files.map(async (relative) => ({ path: relative, bytes: await readFile(path.join(folder, relative)) })),
  );
}

/** Stores files by SHA-256, only those no client version holds yet, and answers their manifest entries. */
export async function storeClientFiles(
  db: Db,
  storage: FileStorage,
  input: Iterable<PublishInput['files'][number]> | AsyncIterable<PublishInput['files'][number]>,
) {
  const stored = new Set(
    (await db.select({ files: launcherClientVersions.files }).from(launcherClientVersions)).flatMap((row) =>
      row.files.map((file) => file.key),
    ),
  );
  const files: LauncherClientFile[] = [];
  let uploaded = 0;
  for await (const file of input) {
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
  return { files, uploaded };
}

export interface ReleaseInput extends Omit<PublishInput, 'files'> {
  files: LauncherClientFile[];
  /** Who published it (null: the command line) and how the files came. */
  by?: { userId: number; source: 'upload' | 'folder' };
}

/**
 * Records a new version of a client and makes it the served one, in one transaction: launchers see either
 * the old release or the whole new one. A version number is never reused (a changed client is a new one).
 */
export async function releaseClient(db: Db, input: ReleaseInput) {
  const { descriptor } = input;
  const slug = input.slug ?? input.serverSlug;
  check(
    /^[a-z0-9][a-z0-9-]{0,63}$/.test(slug),
    'The client slug is lower-case letters, digits and dashes',
    'Имя клиента — строчные латинские буквы, цифры и дефисы',
  );
  const [server] = await db.select().from(gameServers).where(eq(gameServers.slug, input.serverSlug));
  if (server === undefined) {
    throw new AppError('NOT_FOUND', {
      en: `No game server with slug '${input.serverSlug}'`,
      ru: `Нет сервера ${input.serverSlug}`,
    });
  }
  checkRelease(descriptor, new Set(input.files.map((file) => file.path)));
  const manifest = {
    version: descriptor.version,
    javaMajor: descriptor.javaMajor,
    mainClass: descriptor.mainClass,
    classpath: descriptor.classpath,
    jvmArgs: descriptor.jvmArgs ?? [],
    gameArgs: descriptor.gameArgs ?? [],
    files: input.files,
    iconPath: descriptor.icon ?? null,
    backgroundPath: descriptor.background ?? null,
    authlibInjector: descriptor.authlibInjector ?? null,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(launcherClients).where(eq(launcherClients.slug, slug));
    check(
      existing === undefined || existing.serverId === server.id,
      `The client ${slug} belongs to another server`,
      `Клиент ${slug} принадлежит другому серверу`,
    );
    const values = {
      ...manifest,
      slug,
      serverId: server.id,
      publishedAt: input.now,
      ...(input.mirrors === undefined ? {} : { mirrors: input.mirrors }),
    };
    const [client] = await tx
      .insert(launcherClients)
      .values(values)
      .onConflictDoUpdate({ target: launcherClients.slug, set: values })
      .returning({ id: launcherClients.id });
    if (client === undefined) throw new Error('The client row was not written');
    const [version] = await tx
      .insert(launcherClientVersions)
      .values({
        ...manifest,
        clientId: client.id,
        source: input.by?.source ?? 'cli',
        createdBy: input.by?.userId ?? null,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: launcherClientVersions.id });
    if (version === undefined) {
      throw new AppError('CONFLICT', {
        en: `Version ${descriptor.version} of ${slug} already exists: publish it again from its list, or give the new one another number`,
        ru: `Версия ${descriptor.version} клиента ${slug} уже есть: опубликуйте её из списка версий или дайте новой другой номер`,
      });
    }
    return { uuid: clientUuid(slug), slug, versionId: version.id, files: input.files.length };
  });
}

/** Releases a client from its files' bytes (the command line, the seed): stores what is new, then releases. */
export async function publishClient(db: Db, storage: FileStorage, input: PublishInput) {
  checkRelease(input.descriptor, new Set(input.files.map((file) => file.path)));
  const { files, uploaded } = await storeClientFiles(db, storage, input.files);
  const released = await releaseClient(db, { ...input, files });
  return { uuid: released.uuid, files: files.length, uploaded };
}

/**
 * Serves an older (or any recorded) version again: one UPDATE copies it into the served row, so the
 * launcher's next manifest is that version, files already in storage.
 */
export async function republishVersion(db: Db, slug: string, versionId: number, now: Date) {
  const [found] = await db
    .select({ version: launcherClientVersions, client: launcherClients })
    .from(launcherClientVersions)
    .innerJoin(launcherClients, eq(launcherClients.id, launcherClientVersions.clientId))
    .where(and(eq(launcherClients.slug, slug), eq(launcherClientVersions.id, versionId)));
  if (found === undefined) {
    throw new AppError('NOT_FOUND', {
      en: `No version ${versionId} of the client ${slug}`,
      ru: `У клиента ${slug} нет такой версии`,
    });
  }
  const { version } = found;
  await db
    .update(launcherClients)
    .set({
      version: version.version,
      javaMajor: version.javaMajor,
      mainClass: version.mainClass,
      classpath: version.classpath,
      jvmArgs: version.jvmArgs,
      gameArgs: version.gameArgs,
      files: version.files,
      iconPath: version.iconPath,
      backgroundPath: version.backgroundPath,
      authlibInjector: version.authlibInjector,
      publishedAt: now,
    })
    .where(eq(launcherClients.id, found.client.id));
  return { before: found.client.version, after: version.version };
}
