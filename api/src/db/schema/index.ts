export * from './documents.js';
export * from './servers.js';
export * from './settings.js';
