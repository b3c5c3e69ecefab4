// The staff module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { staffModule } from './staff.module.js';
