import type { Database } from './db/client.js';
import { DocumentsRepository } from './modules/documents/documents.repository.js';
import { DocumentsService } from './modules/documents/documents.service.js';
import { MainService } from './modules/main/main.service.js';
import { SettingsRepository } from './modules/main/settings.repository.js';
import { ServersRepository } from './modules/servers/servers.repository.js';
import { ServersService } from './modules/servers/servers.service.js';

export interface Services {
  servers: ServersService;
  documents: DocumentsService;
  main: MainService;
}

/** Wires repositories to services; nothing touches the database until a request comes in. */
export function createServices(database: Database, clock: () => Date = () => new Date()): Services {
  const servers = new ServersService(new ServersRepository(database.db), clock);
  const documents = new DocumentsService(new DocumentsRepository(database.db), servers);
  const main = new MainService(new SettingsRepository(database.db), servers, documents);
  return { servers, documents, main };
}
