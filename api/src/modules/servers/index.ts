// The servers module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { downsampleHistory, recordOnline } from './onlineRecorder.js';
export type { OnlineSample } from './onlineRecorder.js';
export type { NameResolver } from './ping/pingTarget.js';
export { pingServer } from './ping/slpClient.js';
export type { PingResult } from './ping/slpClient.js';
export { checkedStatusAddress } from './ping/statusAddressInput.js';
export { serversModule } from './servers.module.js';
export { ServersRepository } from './servers.repository.js';
export { GameServer, ServerOnlineReport } from './servers.schemas.js';
export type { GameServerList } from './servers.schemas.js';
export { ONLINE_REPORT_TTL_MS } from './servers.service.js';
export type { ServersService } from './servers.service.js';
