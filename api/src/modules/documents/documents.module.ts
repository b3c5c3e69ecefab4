import { defineModule } from '../../platform/modules/contract.js';
import { documentEditingRoutes } from './documentEditing.routes.js';
import { documentEditingSchemas } from './documentEditing.schemas.js';
import { DocumentEditingService } from './documentEditing.service.js';
import { DocumentEngagementService } from './documentEngagement.service.js';
import { DocumentsRepository } from './documents.repository.js';
import { documentsRoutes } from './documents.routes.js';
import { documentSchemas } from './documents.schemas.js';
import { DocumentsService } from './documents.service.js';
import { DocumentWritesRepository } from './documentWrites.repository.js';
import { DocumentImagesService } from './images/documentImages.service.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    documents: DocumentsService;
  }
}

/** Reading, writing and illustrating documents (news, mods, server pages, legal pages). */
export const documentsModule = defineModule({
  name: 'documents',
  schemas: [...documentSchemas, ...documentEditingSchemas],
  services: ({ db, clock, ports }) => {
    const reads = new DocumentsRepository(db);
    const writes = new DocumentWritesRepository(db);
    return {
      editing: new DocumentEditingService(reads, writes, ports.servers, clock),
      engagement: new DocumentEngagementService(reads, writes, clock),
      images: new DocumentImagesService(db, ports.storage),
      ports: { documents: new DocumentsService(reads, ports.servers) },
    };
  },
  routes: {
    website: async (app, { editing, engagement, images }, { ports }) => {
      await app.register(documentsRoutes, { documents: ports.documents });
      await app.register(documentEditingRoutes, {
        gate: ports.gate,
        documents: ports.documents,
        editing,
        engagement,
        images,
      });
    },
  },
});
