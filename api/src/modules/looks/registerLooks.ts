import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { FileStorage } from '../../platform/storage/FileStorage.js';
import { FilesystemStorage } from '../../platform/storage/FilesystemStorage.js';
import type { Services } from '../../services.js';
import { FriendsRepository } from '../friends/friends.repository.js';
import { friendsRoutes } from '../friends/friends.routes.js';
import { FriendsService } from '../friends/friends.service.js';
import { lazySigningKey } from '../yggdrasil/signingKey.js';
import { YggdrasilRepository } from '../yggdrasil/yggdrasil.repository.js';
import { yggdrasilRoutes } from '../yggdrasil/yggdrasil.routes.js';
import { YggdrasilService } from '../yggdrasil/yggdrasil.service.js';
import { LooksRepository } from './looks.repository.js';
import { looksRoutes } from './looks.routes.js';
import { textureKey } from './lookFileCleanup.js';
import { LooksService } from './looks.service.js';
import { themesRoutes } from './themes.routes.js';
import { ThemesService } from './themes.service.js';

export interface LooksOptions {
  dataDir: string;
  storage?: FileStorage | undefined;
  clock: () => Date;
  publicSiteUrl: string;
  version: string;
}

/** Skins, capes, avatars, themes and covers on the site, the Yggdrasil API that shows them in game, and friends. */
export async function registerLooks(
  app: FastifyInstance,
  services: Services,
  options: LooksOptions,
): Promise<void> {
  const storage = options.storage ?? new FilesystemStorage(path.join(options.dataDir, 'uploads'));
  const looksRepository = new LooksRepository(services.database);
  const looks = new LooksService(looksRepository, storage, options.clock);
  await app.register(looksRoutes, { auth: services.auth, looks });
  const themes = new ThemesService(looks, looksRepository, services.users, options.clock);
  await app.register(themesRoutes, { auth: services.auth, themes });
  const friends = new FriendsService(
    new FriendsRepository(services.database),
    services.users,
    (value) => looks.avatarUrl(value),
    options.clock,
  );
  await app.register(friendsRoutes, { auth: services.auth, friends });

  const site = new URL(options.publicSiteUrl);
  const absoluteUrl = (url: string) => new URL(url, site).toString();
  // The game loads textures only from the hosts the metadata lists: the site, and the bucket if any.
  const skinDomains = [
    ...new Set([site.hostname, new URL(absoluteUrl(storage.publicUrl(textureKey('0')))).hostname]),
  ];
  const key = lazySigningKey(options.dataDir);
  const yggdrasil = new YggdrasilService({
    accounts: services.accounts,
    sessions: services.sessions,
    looks,
    looksRepository,
    repository: new YggdrasilRepository(services.database),
    key,
    clock: options.clock,
    absoluteUrl,
  });
  await app.register(yggdrasilRoutes, {
    yggdrasil,
    textureUrl: (hash) => absoluteUrl(storage.publicUrl(textureKey(hash))),
    metadata: async () => ({
      meta: {
        serverName: site.hostname,
        implementationName: 'Lodestone',
        implementationVersion: options.version,
        links: { homepage: site.origin, register: new URL('/en/register', site).toString() },
        'feature.non_email_login': true,
      },
      skinDomains,
      signaturePublickey: (await key()).publicKeyPem,
    }),
  });
}
