// The documents module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { documentsModule } from './documents.module.js';
export { DocumentSummary } from './documents.schemas.js';
export type { DocumentsService } from './documents.service.js';
export { MAX_IMAGE_BYTES } from './images/imageProcessing.js';
