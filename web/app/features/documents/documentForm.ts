import type { JSONContent } from '@tiptap/core';

import type {
  DocumentColorScheme,
  DocumentSourceQuery,
  DocumentTarget,
  EditDocumentInput,
  NewDocumentInput,
} from '../../generated/graphql';
import { apiFailure } from '../../platform/forms/apiFailure';

export const DOCUMENT_LOCALES = ['ru', 'en'] as const;
export type DocumentLocale = (typeof DOCUMENT_LOCALES)[number];
export const COLOR_SCHEMES: DocumentColorScheme[] = ['blue', 'green', 'purple', 'orange', 'red', 'teal'];
export const EMPTY_CONTENT: JSONContent = { type: 'doc', content: [{ type: 'paragraph' }] };

export interface TranslationValues {
  /** A language left off is not published (at least one is). */
  enabled: boolean;
  title: string;
  summary: string;
  content: JSONContent;
}

export interface DocumentFormValues {
  slug: string;
  colorScheme: DocumentColorScheme;
  slider: boolean;
  cover: string | null;
  tags: string[];
  links: { title: string; url: string }[];
  serverName: string | null;
  translations: Record<DocumentLocale, TranslationValues>;
}

type Source = NonNullable<DocumentSourceQuery['documentSource']>;

function isJsonContent(value: unknown): value is JSONContent {
  return typeof value === 'object' && value !== null && 'type' in value;
}

/** A new document starts in the editor's language; the other one is switched on when wanted. */
export function emptyDocumentForm(language: DocumentLocale = 'ru'): DocumentFormValues {
  const blank = (enabled: boolean): TranslationValues => ({
    enabled,
    title: '',
    summary: '',
    content: EMPTY_CONTENT,
  });
  return {
    slug: '',
    colorScheme: 'blue',
    slider: false,
    cover: null,
    tags: [],
    links: [],
    serverName: null,
    translations: { ru: blank(language === 'ru'), en: blank(language === 'en') },
  };
}

export function formFromSource(source: Source): DocumentFormValues {
  const values = emptyDocumentForm();
  for (const locale of DOCUMENT_LOCALES) {
    const stored = source.translations.find((translation) => translation.locale === locale);
    values.translations[locale] = stored
      ? {
          enabled: true,
          title: stored.title,
          summary: stored.summary,
          content: isJsonContent(stored.content) ? stored.content : EMPTY_CONTENT,
        }
      : { ...values.translations[locale], enabled: false };
  }
  return {
    ...values,
    slug: source.slug,
    colorScheme: source.colorScheme,
    slider: source.slider,
    cover: source.cover ?? null,
    tags: source.tags.filter((tag): tag is string => typeof tag === 'string'),
    links: source.links.map((link) => ({ title: link.title, url: link.url })),
    serverName: source.serverName ?? null,
  };
}

function editableInput(values: DocumentFormValues, target: DocumentTarget) {
  return {
    ...(values.slug.trim() === '' ? {} : { slug: values.slug.trim() }),
    colorScheme: values.colorScheme,
    slider: values.slider,
    // An empty string clears the cover: the gateway does not pass a null through a length-limited field.
    cover: values.cover ?? '',
    links: values.links.filter((link) => link.title.trim() !== '' || link.url.trim() !== ''),
    ...(target === 'mods' ? { tags: values.tags } : {}),
    ...(target === 'servers' ? { serverName: values.serverName } : {}),
    translations: DOCUMENT_LOCALES.filter((locale) => values.translations[locale].enabled).map((locale) => ({
      locale,
      title: values.translations[locale].title,
      summary: values.translations[locale].summary,
      content: values.translations[locale].content,
    })),
  };
}

export function newDocumentInput(
  values: DocumentFormValues,
  target: DocumentTarget,
  reservedId: number | null,
): NewDocumentInput {
  return { ...(reservedId === null ? {} : { id: reservedId }), target, ...editableInput(values, target) };
}

export function editDocumentInput(
  values: DocumentFormValues,
  target: DocumentTarget,
  id: number,
): EditDocumentInput {
  return { id, ...editableInput(values, target) };
}

/** A field the api named in `details.field` (e.g. `slug`, `title.en`) with its translated message. */
export interface FieldError {
  field: string | null;
  message: string;
}

/** The api's message (docs/product.md#errors) and the field it blamed, read by the accounts feature's `apiFailure`. */
export function fieldErrorOf(error: unknown, fallback: string): FieldError {
  const failure = apiFailure(error);
  return failure.kind === 'message'
    ? { field: failure.field, message: failure.message }
    : { field: null, message: fallback };
}

export function draftKey(target: DocumentTarget, id: number | null): string {
  return `lodestone:draft:${target}:${id ?? 'new'}`;
}
