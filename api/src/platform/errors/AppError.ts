import type { Locale } from '../locale.js';
import type { ApiErrorExtra } from './apiErrorSchema.js';
import { errorCatalogue, type CatalogueEntry, type ErrorName } from './errorCatalogue.js';

/** A message in both languages; the error handler picks the request's. */
export type LocalizedText = Record<Locale, string>;

/** An expected failure: answered with the catalogue's status and code, never logged as a crash. */
export class AppError extends Error {
  override name = 'AppError';
  readonly entry: CatalogueEntry;

  constructor(
    readonly code: ErrorName,
    /** Shown to the user (details.description); must not contain internals. */
    readonly description?: string | LocalizedText,
    /** Machine-readable extras of details (pending 2FA user, seconds to wait, the field at fault). */
    readonly extra?: ApiErrorExtra,
  ) {
    super(typeof description === 'object' ? description.en : (description ?? code));
    this.entry = errorCatalogue[code];
  }

  get statusCode(): number {
    return this.entry.httpStatus;
  }
}
