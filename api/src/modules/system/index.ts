// The system module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { systemModule } from './system.module.js';
export { requireSystemToken } from './systemToken.js';
