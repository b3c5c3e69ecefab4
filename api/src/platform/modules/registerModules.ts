import type { FastifyInstance } from 'fastify';

import { openApiDocuments } from '../openapi/openApiDocuments.js';
import { surfaces, type ApiModule, type ModuleContext, type Surface } from './contract.js';
import { portRegistry, type Ports } from './ports.js';

export type ModuleBase = Pick<ModuleContext, 'database' | 'db' | 'clock' | 'config' | 'version'>;

function belongsTo(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/** A route outside its surface's prefix would land in the wrong OpenAPI document (or in none). */
function checkSurface(surface: Surface, url: string, module: string): void {
  const prefix = surfaces[surface];
  const fits =
    prefix === undefined
      ? !openApiDocuments.some((document) => belongsTo(url, document.prefix))
      : belongsTo(url, prefix);
  if (!fits) throw new Error(`module ${module}: route ${url} is not on the ${surface} surface`);
}

const surfaceOrder = Object.keys(surfaces) as Surface[];

/**
 * Adds every module's schemas and builds their services in list order. Routes are added by the
 * returned `registerRoutes`, once the app's hooks that guard them are in place.
 */
export function buildModules(
  app: FastifyInstance,
  modules: readonly ApiModule[],
  base: ModuleBase,
): { ports: Ports; registerRoutes: () => Promise<void> } {
  for (const module of modules) for (const schema of module.schemas) app.addSchema(schema);
  const registry = portRegistry();
  const context: ModuleContext = {
    ...base,
    log: app.log,
    ports: registry.ports,
    ownUrl: () => {
      const address = app.server.address();
      return typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '';
    },
    onReady: (hook) => {
      app.addHook('onReady', async () => {
        await hook();
      });
    },
    onClose: (hook) => {
      app.addHook('onClose', async () => {
        await hook();
      });
    },
  };
  const built = modules.map((module) => {
    const { ports, routes } = module.build(context);
    registry.add(module.name, ports);
    return { name: module.name, routes };
  });
  return {
    ports: registry.ports,
    registerRoutes: async () => {
      for (const { name, routes } of built) {
        for (const surface of surfaceOrder) {
          const plugin = routes[surface];
          if (plugin === undefined) continue;
          await app.register(async (child) => {
            child.addHook('onRoute', (route) => {
              checkSurface(surface, route.url, name);
            });
            await plugin(child);
          });
        }
      }
    },
  };
}
