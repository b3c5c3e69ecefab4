// The looks module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { textureKey } from './lookFileCleanup.js';
export { looksModule } from './looks.module.js';
export { LooksRepository } from './looks.repository.js';
export type { PlayerWithLook } from './looks.repository.js';
export type { LooksService } from './looks.service.js';
export { offlineUuid } from './offlineUuid.js';
