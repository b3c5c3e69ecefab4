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
  services: ({ db, clock, config, log, onClose }) => {
    const outbox = new DeliveryOutbox(db, clock);
    // Off in tests, which call `pushOverRcon` themselves.
    if (config.runJobs) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        pushOverRcon(db, outbox)
          .catch((error: unknown) => {
            log.error({ err: error }, 'RCON delivery push failed');
          })
          .finally(() => {
            running = false;
          });
      }, RCON_PUSH_EVERY_MS);
      timer.unref();
      onClose(() => {
        clearInterval(timer);
      });
    }
    return { decisions: new DeliveryDecisions(db, outbox, clock), ports: { outbox } };
  },
  routes: {
    website: async (app, own, { ports }) => {
      await app.register(deliveryStaffRoutes, {
        gate: ports.gate,
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
