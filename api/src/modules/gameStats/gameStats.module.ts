import { Type } from 'typebox';

import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { ingestSchemas } from './ingest.schemas.js';
import { IngestService } from './ingest.service.js';
import { MonitoringPoller } from './ping/monitoringPoller.js';
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
  }
}

const gameStatsEnv = envSlice({
  variables: {
    MONITORING_POLL_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 15 }),
  },
  settings: (env) => ({ monitoringPollSeconds: env.MONITORING_POLL_SECONDS }),
});

/** What game servers report (reports, tokens, the Server List Ping poller) and the staff's server pages. */
export const gameStatsModule = defineModule({
  name: 'gameStats',
  schemas: [...ingestSchemas, ...staffServerSchemas],
  env: gameStatsEnv,
  services: ({ db, clock, config, log, onReady, onClose }) => {
    const seconds = config.monitoringPollSeconds ?? 0;
    if (config.runJobs && seconds > 0) {
      const poller = new MonitoringPoller({
        db,
        clock,
        intervalSeconds: seconds,
        log: (message, details) => {
          log.debug(details, message);
        },
      });
      onReady(() => {
        poller.start();
      });
      onClose(() => poller.stop());
    }
    return { ports: { serverTokens: new ServerTokens(db, clock), ingest: new IngestService(db, clock) } };
  },
  routes: {
    website: async (app, _own, { db, ports }) => {
      const { gate, servers, serverTokens, audit } = ports;
      await app.register(staffServersRoutes, { db, gate, servers, serverTokens, audit });
    },
  },
});
