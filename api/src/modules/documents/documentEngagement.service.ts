import { createHash } from 'node:crypto';

import { AppError } from '../../platform/errors/AppError.js';
import type { DocumentsRepository } from './documents.repository.js';
import type { DocumentLikeResult } from './documentEditing.schemas.js';
import type { DocumentWritesRepository } from './documentWrites.repository.js';

/** Likes and the reading stopwatch: what readers do with a document. */
export class DocumentEngagementService {
  constructor(
    private readonly reads: DocumentsRepository,
    private readonly writes: DocumentWritesRepository,
    private readonly clock: () => Date,
  ) {}

  async toggleLike(documentId: number, userId: number): Promise<DocumentLikeResult> {
    const found = await this.reads.findOne({ id: documentId });
    if (found === undefined) throw notFound();
    await this.writes.toggleLike(documentId, userId);
    const { likes, liked } = await this.reads.engagement(found.document, userId);
    return { id: documentId, likes, liked };
  }

  /**
   * One reader counts once a day per document, with their longest visit; visitors are told apart by a
   * hash of address and browser, never stored in the clear.
   */
  async recordRead(
    documentId: number,
    seconds: number,
    reader: { userId: number | null; ip: string; userAgent: string },
  ): Promise<void> {
    const found = await this.reads.findOne({ id: documentId });
    if (found === undefined) throw notFound();
    const now = this.clock();
    const readerKey =
      reader.userId !== null
        ? `user:${reader.userId}`
        : `visitor:${createHash('sha256').update(`${reader.ip}\n${reader.userAgent}`).digest('hex').slice(0, 32)}`;
    // A tab left open all night is not reading: an hour is the most one visit counts.
    await this.writes.recordRead(
      documentId,
      readerKey,
      now.toISOString().slice(0, 10),
      Math.min(seconds, 3600),
      now,
    );
  }
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Документ не найден', en: 'The document was not found' });
}
