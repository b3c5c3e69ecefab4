import { defineModule } from '../../platform/modules/contract.js';
import { rulesRoutes } from './rules.routes.js';
import { ruleSchemas } from './rules.schemas.js';
import { RulesService } from './rules.service.js';

/** The rules page, which staff edit in place. */
export const rulesModule = defineModule({
  name: 'rules',
  schemas: ruleSchemas,
  services: ({ db }) => ({ rules: new RulesService(db) }),
  routes: {
    website: async (app, { rules }) => {
      await app.register(rulesRoutes, { rules });
    },
  },
});
