// The store module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { storeModule } from './store.module.js';
export { BanSourceName } from './store.schemas.js';
