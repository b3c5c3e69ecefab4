import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

import { asc, desc, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';

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
import {
  DESCRIPTOR_FILE,
  listClientFolder,
  releaseClient,
  republishVersion,
  storeClientFiles,
  type ClientDescriptor,
} from './publishClient.js';
import {
  StaffLauncherRelease,
  type StaffLauncherClient,
  type StaffLauncherFileSet,
  type StaffLauncherPublishInput,
} from './staffClients.schemas.js';
import { readZipArchive } from './zipArchive.js';

/** Where yggdrasil lives for authlib-injector; the launcher resolves it against the api it talks to. */
const YGGDRASIL_ROOT = '/api-launcher/yggdrasil/';
const ARCHIVE_LIMITS = { maxEntries: 20_000, maxTotalBytes: 256 * 1024 * 1024 };

interface StoredFileSet {
  source: 'upload' | 'folder';
  files: LauncherClientFile[];
  suggested: StaffLauncherRelease | null;
}

const fileSetKey = (id: string) => `launcher/uploads/${id}.json`;

/** A folder's lodestone-client.json as the screen's form, when it reads as one; else nothing to suggest. */
function suggestion(bytes: Buffer | undefined): StaffLauncherRelease | null {
  if (bytes === undefined) return null;
  let descriptor: ClientDescriptor;
  try {
    descriptor = JSON.parse(bytes.toString('utf8')) as ClientDescriptor;
  } catch {
    return null;
  }
  const release = {
    version: descriptor.version,
    javaMajor: descriptor.javaMajor,
    mainClass: descriptor.mainClass,
    classpath: descriptor.classpath,
    jvmArgs: descriptor.jvmArgs ?? [],
    gameArgs: descriptor.gameArgs ?? [],
    ...(descriptor.icon === undefined ? {} : { icon: descriptor.icon }),
    ...(descriptor.background === undefined ? {} : { background: descriptor.background }),
    ...(descriptor.authlibInjector === undefined
      ? {}
      : { authlibInjectorJar: descriptor.authlibInjector.jar }),
  };
  return Value.Check(StaffLauncherRelease, release) ? release : null;
}

/** The staff screen's clients: upload or read files, publish them as a version, serve an older one again. */
export class StaffClientsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: () => Date,
    /** Client folders on the server are read only under it; null: reading folders is off. */
    readonly folderRoot: string | null,
  ) {}

  async list() {
    const servers = await this.db
      .select({ slug: gameServers.slug, name: gameServers.name })
      .from(gameServers)
      .orderBy(asc(gameServers.sortOrder), asc(gameServers.id));
    const slugs = (
      await this.db
        .select({ slug: launcherClients.slug })
        .from(launcherClients)
        .orderBy(asc(launcherClients.id))
    ).map((row) => row.slug);
    const clients = await Promise.all(slugs.map((slug) => this.client(slug)));
    return { clients, servers, folderRoot: this.folderRoot };
  }

  async client(slug: string): Promise<StaffLauncherClient> {
    const [found] = await this.db
      .select({ client: launcherClients, server: gameServers })
      .from(launcherClients)
      .innerJoin(gameServers, eq(gameServers.id, launcherClients.serverId))
      .where(eq(launcherClients.slug, slug));
    if (found === undefined)
      throw new AppError('NOT_FOUND', { en: `No client ${slug}`, ru: `Нет клиента ${slug}` });
    const { client, server } = found;
    const versions = await this.db
      .select()
      .from(launcherClientVersions)
      .where(eq(launcherClientVersions.clientId, client.id))
      .orderBy(desc(launcherClientVersions.id));
    const fileUrl = (file: string | null) => {
      const entry = client.files.find((candidate) => candidate.path === file);
      return entry === undefined ? null : this.storage.publicUrl(entry.key);
    };
    return {
      uuid: clientUuid(client.slug),
      slug: client.slug,
      serverSlug: server.slug,
      serverName: server.name,
      version: client.version,
      publishedAt: client.publishedAt.toISOString(),
      iconUrl: fileUrl(client.iconPath),
      backgroundUrl: fileUrl(client.backgroundPath),
      versions: versions.map((version) => ({
        id: version.id,
        version: version.version,
        javaMajor: version.javaMajor,
        mainClass: version.mainClass,
        fileCount: version.files.length,
        size: version.files.reduce((sum, file) => sum + file.size, 0),
        source: version.source,
        createdAt: version.createdAt.toISOString(),
        served: version.version === client.version,
      })),
    };
  }

  /** Stores the files; the set is kept by the hash of its list, so only a set the api made can be published. */
  private async keep({ source, files, suggested }: StoredFileSet): Promise<StaffLauncherFileSet> {
    if (files.length === 0) {
      throw new AppError('VALIDATION_FAILED', { en: 'There are no files', ru: 'Нет ни одного файла' });
    }
    const body = Buffer.from(JSON.stringify({ source, files, suggested } satisfies StoredFileSet));
    const id = createHash('sha256').update(body).digest('hex');
    await this.storage.put(fileSetKey(id), body, 'application/json');
    return { id, files: files.map(({ path: file, size }) => ({ path: file, size })), suggested };
  }

  async fromArchive(bytes: Buffer): Promise<StaffLauncherFileSet> {
    const entries = readZipArchive(bytes, ARCHIVE_LIMITS);
    const descriptor = entries.find((entry) => entry.path === DESCRIPTOR_FILE)?.bytes;
    const { files } = await storeClientFiles(
      this.db,
      this.storage,
      entries.filter((entry) => entry.path !== DESCRIPTOR_FILE),
    );
    return this.keep({ source: 'upload', files, suggested: suggestion(descriptor) });
  }

  /** A folder under the root, by its real path: `..`, absolute paths and links out of the root are refused. */
  async resolveFolder(folder: string): Promise<string> {
    const outside = new AppError('VALIDATION_FAILED', {
      en: 'The folder must be inside the clients folder of the server',
      ru: 'Папка должна быть внутри папки клиентов на сервере',
    });
    if (this.folderRoot === null) {
      throw new AppError('VALIDATION_FAILED', {
        en: 'Reading folders on the server is off (LAUNCHER_CLIENTS_ROOT)',
        ru: 'Чтение папок на сервере выключено (LAUNCHER_CLIENTS_ROOT)',
      });
    }
    if (path.isAbsolute(folder) || folder.includes('\0')) throw outside;
    let root: string;
    let real: string;
    try {
      root = await realpath(this.folderRoot);
      real = await realpath(path.resolve(root, folder));
    } catch {
      throw new AppError('NOT_FOUND', { en: `No folder ${folder}`, ru: `Нет папки ${folder}` });
    }
    const relative = path.relative(root, real);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw outside;
    if (!(await stat(real)).isDirectory()) {
      throw new AppError('NOT_FOUND', { en: `No folder ${folder}`, ru: `Нет папки ${folder}` });
    }
    return real;
  }

  async fromFolder(folder: string): Promise<StaffLauncherFileSet> {
    const real = await this.resolveFolder(folder);
    const paths = await listClientFolder(real);
    // One file in memory at a time: a client folder may be far larger than an upload.
    async function* read() {
      for (const relative of paths)
        yield { path: relative, bytes: await readFile(path.join(real, relative)) };
    }
    const { files } = await storeClientFiles(this.db, this.storage, read());
    const descriptor = await readFile(path.join(real, DESCRIPTOR_FILE)).catch(() => undefined);
    return this.keep({ source: 'folder', files, suggested: suggestion(descriptor) });
  }

  async publish(input: StaffLauncherPublishInput, userId: number) {
    const stored = await this.storage.get(fileSetKey(input.fileSet));
    if (stored === null) {
      throw new AppError('NOT_FOUND', {
        en: 'These files are no longer kept: upload them again',
        ru: 'Эти файлы больше не хранятся: загрузите их снова',
      });
    }
    const { files, source } = JSON.parse(stored.toString('utf8')) as StoredFileSet;
    const { release } = input;
    const released = await releaseClient(this.db, {
      serverSlug: input.server,
      ...(input.slug === undefined ? {} : { slug: input.slug }),
      descriptor: {
        version: release.version,
        javaMajor: release.javaMajor,
        mainClass: release.mainClass.trim(),
        classpath: release.classpath,
        jvmArgs: release.jvmArgs,
        gameArgs: release.gameArgs,
        ...(release.icon ? { icon: release.icon } : {}),
        ...(release.background ? { background: release.background } : {}),
        ...(release.authlibInjectorJar
          ? { authlibInjector: { jar: release.authlibInjectorJar, apiRoot: YGGDRASIL_ROOT } }
          : {}),
      },
      files,
      now: this.clock(),
      by: { userId, source },
    });
    return { client: await this.client(released.slug), versionId: released.versionId, source };
  }

  async rollback(slug: string, versionId: number) {
    const change = await republishVersion(this.db, slug, versionId, this.clock());
    return { change, client: await this.client(slug) };
  }
}
