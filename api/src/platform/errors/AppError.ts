import { errorCatalogue, type CatalogueEntry, type ErrorName } from './errorCatalogue.js';

/** An expected failure: answered with the catalogue's status and code, never logged as a crash. */
export class AppError extends Error {
  override name = 'AppError';
  readonly entry: CatalogueEntry;

  constructor(
    readonly code: ErrorName,
    /** Shown to the user (details.description); must not contain internals. */
    readonly description?: string,
  ) {
    super(description ?? code);
    this.entry = errorCatalogue[code];
  }

  get statusCode(): number {
    return this.entry.httpStatus;
  }
}
