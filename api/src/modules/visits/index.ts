// The visits module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { visitsModule } from './visits.module.js';
