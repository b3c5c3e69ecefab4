import type { DocumentRow } from '../../db/schema/documents.js';
import { forbidden, type PermittedUser } from '../../platform/auth/PermissionGate.js';
import { AppError } from '../../platform/errors/AppError.js';
import { safeImageUrl, safeLinkUrl } from './content/safeUrl.js';
import { sanitizeTiptap, withoutNul } from './content/sanitizeTiptap.js';
import type { DocumentsRepository } from './documents.repository.js';
import type { DocumentSource, EditDocumentInput, NewDocumentInput } from './documentEditing.schemas.js';
import type {
  DocumentFieldsWrite,
  DocumentWritesRepository,
  TranslationWrite,
} from './documentWrites.repository.js';
import { slugify } from './slugify.js';

export const CREATE = 'web.documents.create';
export const EDIT = 'web.documents.edit';
export const DELETE = 'web.documents.delete';

interface ServerLookup {
  byName(name: string): Promise<unknown>;
}

type EditableInput = Omit<EditDocumentInput, 'id'>;

function invalid(field: string, ru: string, en: string): AppError {
  return new AppError('VALIDATION_FAILED', { ru, en }, { field });
}

function cleanTranslations(input: EditableInput['translations']): TranslationWrite[] {
  const seen = new Set<string>();
  return input.map((translation) => {
    if (seen.has(translation.locale)) {
      throw invalid('translations', 'Язык указан дважды', 'The same language is given twice');
    }
    seen.add(translation.locale);
    const title = withoutNul(translation.title).trim();
    if (title === '') throw invalid(`title.${translation.locale}`, 'Введите заголовок', 'Enter a title');
    return {
      locale: translation.locale,
      title,
      summary: withoutNul(translation.summary ?? '').trim(),
      content: sanitizeTiptap(translation.content),
    };
  });
}

/** Creating, editing and deleting documents: every rule and permission check of the editor. */
export class DocumentEditingService {
  constructor(
    private readonly reads: DocumentsRepository,
    private readonly writes: DocumentWritesRepository,
    private readonly servers: ServerLookup,
    private readonly clock: () => Date,
  ) {}

  async generateId(user: PermittedUser): Promise<number> {
    if (!user.can(CREATE)) throw forbidden();
    return this.writes.reserveId(user.userId);
  }

  async create(user: PermittedUser, input: NewDocumentInput): Promise<number> {
    if (!user.can(CREATE) || (input.target === 'pages' && !user.can(EDIT))) throw forbidden();
    if (input.id !== undefined && (await this.writes.reservedBy(input.id)) !== user.userId) {
      throw invalid('id', 'Этот номер документа не был выдан вам', 'This document id was not issued to you');
    }
    const translations = cleanTranslations(input.translations);
    const fields = await this.fields(input);
    const slug = input.slug ?? (await this.freeSlug(slugify(translations[0]?.title ?? '')));
    if (input.slug !== undefined && (await this.writes.slugTaken(input.slug))) throw this.slugTaken();
    const row = await this.writes.create(
      input.id,
      {
        ...fields,
        slug,
        target: input.target,
        type: 'original',
        authorId: user.userId,
      },
      translations,
      user.userId,
    );
    return row.id;
  }

  async edit(user: PermittedUser, input: EditDocumentInput): Promise<number> {
    if (!user.can(EDIT)) throw forbidden();
    const existing = await this.existing(input.id);
    const translations = cleanTranslations(input.translations);
    const fields = await this.fields(input);
    // The slug stays unless the editor changes it: old links keep working.
    if (input.slug !== undefined && input.slug !== existing.slug) {
      if (await this.writes.slugTaken(input.slug, existing.id)) throw this.slugTaken();
      fields.slug = input.slug;
    }
    await this.writes.update(existing.id, fields, translations, user.userId, this.clock());
    return existing.id;
  }

  async delete(user: PermittedUser, id: number): Promise<void> {
    const existing = await this.existing(id);
    // docs/product.md#documents: web.documents.delete deletes; the author may delete their own work.
    const ownWork = existing.authorId === user.userId && user.can(CREATE);
    if (!user.can(DELETE) && !ownWork) throw forbidden();
    if (existing.target === 'pages') {
      throw invalid('id', 'Юридические страницы нельзя удалить', 'Legal pages cannot be deleted');
    }
    await this.writes.delete(existing, user.userId);
  }

  async source(user: PermittedUser, id: number): Promise<DocumentSource> {
    if (!user.can(EDIT)) throw forbidden();
    const found = await this.reads.findOne({ id });
    if (found === undefined) throw notFound(id);
    const { document } = found;
    return {
      id: document.id,
      slug: document.slug,
      target: document.target,
      colorScheme: document.colorScheme,
      slider: document.slider,
      cover: document.cover,
      tags: document.tags,
      links: document.links,
      serverName: document.serverName,
      translations: found.translations.map((translation) => ({
        locale: translation.locale,
        title: translation.title,
        summary: translation.summary,
        content: translation.content,
      })),
      updatedAt: document.updatedAt.toISOString(),
    };
  }

  /** May this user upload images for the document (or reserved id) `contextId`? */
  async assertCanUploadFor(user: PermittedUser, contextId: number): Promise<void> {
    const reservedBy = await this.writes.reservedBy(contextId);
    if (reservedBy === user.userId && user.can(CREATE)) return;
    const existing = await this.reads.findOne({ id: contextId });
    if (existing !== undefined && user.can(EDIT)) return;
    if (existing === undefined && reservedBy === null) throw notFound(contextId);
    throw forbidden();
  }

  private async fields(input: EditableInput): Promise<Partial<DocumentFieldsWrite>> {
    const fields: Partial<DocumentFieldsWrite> = {};
    if (input.colorScheme !== undefined) fields.colorScheme = input.colorScheme;
    if (input.slider !== undefined) fields.slider = input.slider;
    if (input.cover !== undefined) {
      // Some clients (the gateway among them) send an empty string for "no cover".
      const cover = input.cover === '' ? null : input.cover;
      if (cover !== null && safeImageUrl(cover) === null) {
        throw invalid(
          'cover',
          'Обложка должна быть загруженным изображением',
          'The cover must be an uploaded image',
        );
      }
      fields.cover = cover;
    }
    if (input.tags !== undefined) {
      fields.tags = [
        ...new Set(input.tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== '')),
      ];
    }
    if (input.links !== undefined) {
      fields.links = input.links.map((link) => {
        const url = safeLinkUrl(link.url);
        if (url === null || link.title.trim() === '') {
          throw invalid(
            'links',
            'Ссылка должна вести на http(s)-адрес',
            'A link must point to an http(s) address',
          );
        }
        return { title: withoutNul(link.title).trim().slice(0, 100), url };
      });
    }
    if (input.serverName !== undefined) {
      if (input.serverName !== null && (await this.servers.byName(input.serverName)) === null) {
        throw invalid('serverName', 'Такого сервера нет', 'There is no such server');
      }
      fields.serverName = input.serverName;
      fields.documentMeta = { serverName: input.serverName };
    }
    return fields;
  }

  private async existing(id: number): Promise<DocumentRow> {
    const found = await this.reads.findOne({ id });
    if (found === undefined) throw notFound(id);
    return found.document;
  }

  private async freeSlug(base: string): Promise<string> {
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await this.writes.slugTaken(candidate))) return candidate;
    }
  }

  private slugTaken(): AppError {
    return new AppError(
      'CONFLICT',
      { ru: 'Этот адрес уже занят другим документом', en: 'Another document already uses this address' },
      { field: 'slug' },
    );
  }
}

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', { ru: `Документ ${id} не найден`, en: `Document ${id} was not found` });
}
