import { scheduleJob } from '../../platform/jobs/periodicJob.js';
import { defineModule } from '../../platform/modules/contract.js';
import { deliverySchemas } from './delivery.schemas.js';
import { deliverySystemRoutes } from './delivery.system.routes.js';
import { DeliveryDecisions } from './deliveryDecisions.js';
import { DeliveryOutbox } from './deliveryOutbox.js';
import { deliveryStaffRoutes } from './delivery.staff.routes.js';
import { pushOverRcon } from './rconPusher.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** What game servers must give players (purchases, unbans): collected by plugins, pushed over RCON. */
    outbox: DeliveryOutbox;
  }
}

const RCON_PUSH_EVERY_MS = 10_000;

/** The delivery outbox: game servers' plugins collect it on the system surface; RCON pushes the rest. */
export const deliveryModule = defineModule({
  name: 'delivery',
  schemas: deliverySchemas,
  services: (context) => {
    const { db, clock } = context;
    const outbox = new DeliveryOutbox(db, clock);
    // Once per period across api replicas; off in tests, which call `pushOverRcon` themselves.
    scheduleJob(context, {
      name: 'delivery.rconPush',
      everyMs: RCON_PUSH_EVERY_MS,
      run: () => pushOverRcon(db, outbox),
    });
    return { decisions: new DeliveryDecisions(db, outbox, clock), ports: { outbox } };
  },
  routes: {
    website: async (app, own, { ports }) => {
      await app.register(deliveryStaffRoutes, {
        audit: ports.audit,
        outbox: ports.outbox,
        decisions: own.decisions,
      });
    },
    system: async (app, _own, { ports, clock }) => {
      await app.register(deliverySystemRoutes, {
        outbox: ports.outbox,
        serverTokens: ports.serverTokens,
        clock,
      });
    },
  },
});
