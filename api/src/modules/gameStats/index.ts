// The gameStats module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { gameStatsModule } from './gameStats.module.js';
export { GameReportBatch, GameReportResult, counterNames } from './ingest.schemas.js';
export type { GameEvent } from './ingest.schemas.js';
export { IngestService } from './ingest.service.js';
export { ServerTokens, hashServerToken, newServerToken } from './serverTokens.js';
