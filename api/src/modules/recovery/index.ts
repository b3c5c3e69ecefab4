// The recovery module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { recoveryModule } from './recovery.module.js';
