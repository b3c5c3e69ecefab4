import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TProperties, TSchema } from 'typebox';

import type { RuntimeConfig } from './settings.js';
import type { Database } from '../../db/client.js';
import type { EnvSlice } from './environment.js';
import type { Ports } from './ports.js';

/**
 * Where a route is served. Each of the first three is one OpenAPI document (and one source of the
 * gateway); `external` is for callers that are not our clients (payment providers, the game's
 * Yggdrasil requests, uploaded files), whose addresses are fixed by them.
 */
export const surfaces = {
  website: '/api',
  system: '/api-system',
  launcher: '/api-launcher',
  external: undefined,
} as const;

export type Surface = keyof typeof surfaces;

/** What every module's services are built from. */
export interface ModuleContext {
  database: Database;
  db: Database['db'];
  clock: () => Date;
  config: RuntimeConfig;
  log: FastifyBaseLogger;
  version: string;
  /** Ports of the modules before this one in the list; reading a later one throws at startup. */
  ports: Ports;
  /** Base address of this process once it listens (server-to-server callbacks to itself). */
  ownUrl: () => string;
  /** Runs once the app is ready (bots start polling, jobs start). */
  onReady: (hook: () => void | Promise<void>) => void;
  /** Runs as the app closes (timers stop, connections close). */
  onClose: (hook: () => void | Promise<void>) => void;
}

/** Registers one surface's routes; `app` is an encapsulated child, so its hooks stay with its routes. */
export type RoutePlugin<Own> = (app: FastifyInstance, own: Own, context: ModuleContext) => Promise<void>;

/** What a module built from the context: ports for later modules, anything else for its own routes. */
export interface BuiltServices {
  ports?: Partial<Ports>;
}

/**
 * One api module: its shared `$id` schemas, its slice of the environment, the services it builds and
 * the routes it serves on each surface. `api/src/modules/index.ts` lists them in order; `api/README.md`
 * walks through adding one.
 */
export interface ModuleDefinition<Own extends object, Env extends TProperties> {
  name: string;
  /** Named by `$id`: each becomes one OpenAPI component and one GraphQL type. */
  schemas?: readonly TSchema[];
  env?: EnvSlice<Env>;
  services?: (context: ModuleContext) => Own & BuiltServices;
  routes?: Partial<Record<Surface, RoutePlugin<Own>>>;
}

/** A module with its own services' type erased, so modules of every shape fit one list. */
export interface ApiModule {
  name: string;
  schemas: readonly TSchema[];
  env: EnvSlice<TProperties> | undefined;
  build: (context: ModuleContext) => {
    ports: Partial<Ports>;
    routes: Partial<Record<Surface, (app: FastifyInstance) => Promise<void>>>;
  };
}

export function defineModule<Own extends object, Env extends TProperties = TProperties>(
  definition: ModuleDefinition<Own, Env>,
): ApiModule {
  return {
    name: definition.name,
    schemas: definition.schemas ?? [],
    env: definition.env as EnvSlice<TProperties> | undefined,
    build: (context) => {
      const own: Own & BuiltServices = definition.services?.(context) ?? ({} as Own);
      const routes: Partial<Record<Surface, (app: FastifyInstance) => Promise<void>>> = {};
      for (const [surface, plugin] of Object.entries(definition.routes ?? {}) as [
        Surface,
        RoutePlugin<Own>,
      ][])
        routes[surface] = (app) => plugin(app, own, context);
      return { ports: own.ports ?? {}, routes };
    },
  };
}
