import { defineModule } from '../../platform/modules/contract.js';
import { LooksRepository, textureKey } from '../looks/index.js';
import { lazySigningKey } from './signingKey.js';
import { YggdrasilRepository } from './yggdrasil.repository.js';
import { yggdrasilRoutes } from './yggdrasil.routes.js';
import { YggdrasilService } from './yggdrasil.service.js';

/** The Yggdrasil API (authlib-injector) through which the game signs in and shows skins and capes. */
export const yggdrasilModule = defineModule({
  name: 'yggdrasil',
  services: ({ db, clock, config, ports }) => {
    const site = new URL(config.publicSiteUrl);
    const absoluteUrl = (url: string) => new URL(url, site).toString();
    const key = lazySigningKey(config.dataDir);
    const yggdrasil = new YggdrasilService({
      accounts: ports.accounts,
      sessions: ports.sessions,
      looks: ports.looks,
      looksRepository: new LooksRepository(db),
      repository: new YggdrasilRepository(db),
      key,
      clock,
      absoluteUrl,
    });
    return { yggdrasil, site, absoluteUrl, key };
  },
  routes: {
    launcher: async (app, { yggdrasil, site, absoluteUrl, key }, { ports, version, config }) => {
      const { storage } = ports;
      // The game loads textures only from the hosts the metadata lists: the site, whose /uploads/ address
      // the profile names, and the bucket that address redirects to, if any.
      const skinDomains = [
        ...new Set([
          site.hostname,
          new URL(absoluteUrl(storage.publicUrl(textureKey('0')))).hostname,
          ...(config.s3 === undefined ? [] : [new URL(config.s3.publicUrl).hostname]),
        ]),
      ];
      await app.register(yggdrasilRoutes, {
        yggdrasil,
        textureUrl: (hash) => absoluteUrl(storage.publicUrl(textureKey(hash))),
        metadata: async () => ({
          meta: {
            serverName: site.hostname,
            implementationName: 'Lodestone',
            implementationVersion: version,
            links: { homepage: site.origin, register: new URL('/en/register', site).toString() },
            'feature.non_email_login': true,
          },
          skinDomains,
          signaturePublickey: (await key()).publicKeyPem,
        }),
      });
    },
  },
});
