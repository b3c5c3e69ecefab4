// The yggdrasil module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { yggdrasilModule } from './yggdrasil.module.js';
