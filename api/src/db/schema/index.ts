export * from './documents.js';
export * from './servers.js';
export * from './settings.js';
export * from './redirects.js';
export * from './accounts.js';
export * from './ledger.js';
export * from './gameStats.js';
export * from './launcherClients.js';
