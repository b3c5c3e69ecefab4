import { defineModule } from '../../platform/modules/contract.js';
import { LooksRepository } from './looks.repository.js';
import { looksRoutes } from './looks.routes.js';
import { lookSchemas } from './looks.schemas.js';
import { LooksService } from './looks.service.js';
import { themesRoutes } from './themes.routes.js';
import { ThemesService } from './themes.service.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** Skins, capes and avatars: friends show the avatars, Yggdrasil serves the textures to the game. */
    looks: LooksService;
  }
}

/** Skins, capes, avatars, themes and covers on the site. */
export const looksModule = defineModule({
  name: 'looks',
  schemas: lookSchemas,
  services: ({ db, clock, ports }) => {
    const looksRepository = new LooksRepository(db);
    const looks = new LooksService(looksRepository, ports.storage, clock);
    return {
      themes: new ThemesService(looks, looksRepository, ports.users, clock),
      ports: { looks },
    };
  },
  routes: {
    website: async (app, { themes }, { ports }) => {
      await app.register(looksRoutes, { looks: ports.looks });
      await app.register(themesRoutes, { themes });
    },
  },
});
