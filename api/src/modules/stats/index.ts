// The stats module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { networkRecords } from './networkRecords.js';
export { statsModule } from './stats.module.js';
export { TopRanks } from './topRanks.js';
