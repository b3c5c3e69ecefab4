// The gameStats module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { gameStatsModule } from './gameStats.module.js';
export { GameReportBatch, GameReportResult, counterNames } from './ingest.schemas.js';
export type { GameEvent } from './ingest.schemas.js';
export { IngestService } from './ingest.service.js';
export { downsampleHistory, recordOnline } from './onlineRecorder.js';
export type { OnlineSample } from './onlineRecorder.js';
export { systemResolver } from './ping/pingTarget.js';
export type { NameResolver } from './ping/pingTarget.js';
export {
  AddressRefused,
  isPrivateAddress,
  parseServerAddress,
  requireReachable,
} from './ping/serverAddress.js';
export { pingServer } from './ping/slpClient.js';
export { checkedStatusAddress } from './ping/statusAddressInput.js';
export { ServerTokens, hashServerToken, newServerToken } from './serverTokens.js';
