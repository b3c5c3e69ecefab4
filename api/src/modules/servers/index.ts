// The servers module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { motdSegments, motdText } from './motd.js';
export type { MotdSegment } from './motd.js';
export { serversModule } from './servers.module.js';
export { ServersRepository } from './servers.repository.js';
export { GameServer, ServerOnlineReport } from './servers.schemas.js';
export type { GameServerList } from './servers.schemas.js';
export { ONLINE_REPORT_TTL_MS } from './servers.service.js';
export type { ServersService } from './servers.service.js';
