import { Type } from 'typebox';

import { scheduleJob } from '../../platform/jobs/periodicJob.js';
import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { ingestSchemas } from './ingest.schemas.js';
import { IngestService } from './ingest.service.js';
import { MAINTENANCE_EVERY_MS, MonitoringPoller } from './ping/monitoringPoller.js';
import { ServerTokens } from './serverTokens.js';
import { staffServersRoutes } from './staffServers.routes.js';
import { staffServerSchemas } from './staffServers.schemas.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** Game servers' own tokens, which sign their system calls. */
    serverTokens: ServerTokens;
    /** Applies the event batches game servers report. */
    ingest: IngestService;
  }
}

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    /** Server List Ping every this many seconds; 0 turns the poller off. */
    monitoringPollSeconds: number;
    /** Game-server addresses may be loopback, private or link-local (docs/security.md#game-server-addresses). */
    gameServerPrivateAddresses: boolean;
  }
}

const gameStatsEnv = envSlice({
  variables: {
    MONITORING_POLL_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 15 }),
    GAME_SERVER_PRIVATE_ADDRESSES: Type.Optional(Type.Boolean()),
  },
  settings: (env, core) => ({
    monitoringPollSeconds: env.MONITORING_POLL_SECONDS,
    // Off in production unless set: a status address must not make the api knock on its own network.
    gameServerPrivateAddresses: env.GAME_SERVER_PRIVATE_ADDRESSES ?? !core.production,
  }),
});

/** What game servers report (reports, tokens, the Server List Ping poller) and the staff's server pages. */
export const gameStatsModule = defineModule({
  name: 'gameStats',
  schemas: [...ingestSchemas, ...staffServerSchemas],
  env: gameStatsEnv,
  services: (context) => {
    const { db, clock, config, log } = context;
    const seconds = config.monitoringPollSeconds ?? 0;
    const allowPrivate = config.gameServerPrivateAddresses ?? false;
    if (seconds > 0) {
      const poller = new MonitoringPoller({
        db,
        clock,
        allowPrivate,
        // Info, not debug: a server the site shows as offline should say why in the default log.
        log: (message, details) => {
          log.info(details, message);
        },
      });
      // Each once per period across api replicas; off in tests, which call the poller themselves.
      scheduleJob(context, { name: 'monitoring.ping', everyMs: seconds * 1000, run: () => poller.pingAll() });
      scheduleJob(context, {
        name: 'monitoring.maintenance',
        everyMs: MAINTENANCE_EVERY_MS,
        run: () => poller.maintain(),
      });
    }
    return { ports: { serverTokens: new ServerTokens(db, clock), ingest: new IngestService(db, clock) } };
  },
  routes: {
    website: async (app, _own, { db, ports, config }) => {
      const { servers, serverTokens, audit } = ports;
      const allowPrivate = config.gameServerPrivateAddresses ?? false;
      await app.register(staffServersRoutes, { db, servers, serverTokens, audit, allowPrivate });
    },
  },
});
