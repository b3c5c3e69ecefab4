import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { launcherClients, type LauncherClientRow } from '../../db/schema/launcherClients.js';
import { gameServers } from '../../db/schema/servers.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { FileStorage } from '../../platform/storage/FileStorage.js';
import { clientUuid } from './clientUuid.js';
import type { LauncherClient, LauncherManifest } from './launcher.schemas.js';

/** Published clients and their manifests, with file addresses built from the storage and the client's mirrors. */
export class LauncherClientsService {
  constructor(
    private readonly db: Db,
    private readonly storage: Pick<FileStorage, 'publicUrl'>,
  ) {}

  /** Clients of the servers the site lists (a hidden or retired server's client is not offered). */
  private async rows() {
    return this.db
      .select({ client: launcherClients, server: gameServers })
      .from(launcherClients)
      .innerJoin(gameServers, eq(gameServers.id, launcherClients.serverId))
      .where(and(eq(gameServers.visible, true), isNull(gameServers.retiredAt)))
      .orderBy(gameServers.sortOrder, gameServers.id);
  }

  private fileUrl(client: LauncherClientRow, path: string | null): string | null {
    const file = path === null ? undefined : client.files.find((entry) => entry.path === path);
    return file === undefined ? null : this.storage.publicUrl(file.key);
  }

  async list(): Promise<LauncherClient[]> {
    return (await this.rows()).map(({ client, server }) => ({
      uuid: clientUuid(client.slug),
      serverSlug: server.slug,
      name: server.name,
      gameVersion: server.gameVersion,
      address: server.address,
      version: client.version,
      javaMajor: client.javaMajor,
      iconUrl: this.fileUrl(client, client.iconPath),
      backgroundUrl: this.fileUrl(client, client.backgroundPath),
    }));
  }

  async manifest(uuid: string): Promise<LauncherManifest> {
    const found = (await this.rows()).find(({ client }) => clientUuid(client.slug) === uuid);
    if (found === undefined) throw new AppError('NOT_FOUND', `No launcher client ${uuid}`);
    const { client } = found;
    return {
      uuid,
      version: client.version,
      javaMajor: client.javaMajor,
      mainClass: client.mainClass,
      classpath: client.classpath,
      jvmArgs: client.jvmArgs,
      gameArgs: client.gameArgs,
      files: client.files.map(({ key, ...file }) => ({
        ...file,
        urls: [
          this.storage.publicUrl(key),
          ...client.mirrors.map((base) => `${base.replace(/\/+$/, '')}/${key}`),
        ],
      })),
      authlibInjector: client.authlibInjector,
    };
  }
}
