// The launcher module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { launcherModule } from './launcher.module.js';
export type { LauncherClientList } from './launcher.schemas.js';
export { publishClient } from './publishClient.js';
