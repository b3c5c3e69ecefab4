import { Type } from 'typebox';

import { scheduleJob } from '../../platform/jobs/periodicJob.js';
import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { statsRoutes } from './stats.routes.js';
import { statsSchemas } from './stats.schemas.js';
import { StatsService } from './stats.service.js';
import { TOPS_REFRESH_JOB, TopRanks } from './topRanks.js';

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    /** The tops are ranked again every this many seconds: they lag ingest and likes by at most that. */
    topsRefreshSeconds: number;
  }
}

const statsEnv = envSlice({
  variables: { TOPS_REFRESH_SECONDS: Type.Integer({ minimum: 5, maximum: 3600, default: 60 }) },
  settings: (env) => ({ topsRefreshSeconds: env.TOPS_REFRESH_SECONDS }),
});

/** Players' statistics, playtime and the servers' history charts. */
export const statsModule = defineModule({
  name: 'stats',
  schemas: statsSchemas,
  env: statsEnv,
  services: (context) => {
    const { db, ports, clock, config } = context;
    const ranks = new TopRanks(db);
    // Once per period across api replicas (docs/performance.md#the-tops); off in tests, which refresh
    // the ranks themselves.
    scheduleJob(context, {
      name: TOPS_REFRESH_JOB,
      everyMs: (config.topsRefreshSeconds ?? 60) * 1000,
      run: () => ranks.refresh(),
    });
    return { stats: new StatsService(db, ports.servers, clock, ports.accountLinks, ranks) };
  },
  routes: {
    website: async (app, { stats }) => {
      await app.register(statsRoutes, { stats });
    },
  },
});
