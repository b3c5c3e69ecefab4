import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';
import { DocumentColorScheme, DocumentLink, DocumentTarget } from './documents.schemas.js';

export const DocumentLocale = stringEnum(['ru', 'en'] as const, 'DocumentLocale');

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const DocumentTranslationInput = Type.Object(
  {
    locale: ref(DocumentLocale),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    summary: Type.Optional(Type.String({ maxLength: 500 })),
    content: Type.Unknown({ description: 'Tiptap JSON; stored after passing the allowlist' }),
  },
  { $id: 'DocumentTranslationInput', title: 'DocumentTranslationInput' },
);
export type DocumentTranslationInput = Static<typeof DocumentTranslationInput>;

const editableFields = {
  slug: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 80,
      pattern: SLUG_PATTERN,
      description: 'Made from the title when absent',
    }),
  ),
  colorScheme: Type.Optional(ref(DocumentColorScheme)),
  slider: Type.Optional(Type.Boolean()),
  cover: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 10 })),
  links: Type.Optional(Type.Array(ref(DocumentLink), { maxItems: 10 })),
  serverName: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
  translations: Type.Array(ref(DocumentTranslationInput), { minItems: 1, maxItems: 2 }),
};

export const NewDocumentInput = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1, description: 'An id from document/generate-id' })),
    target: ref(DocumentTarget),
    ...editableFields,
  },
  { $id: 'NewDocumentInput', title: 'NewDocumentInput' },
);
export type NewDocumentInput = Static<typeof NewDocumentInput>;

export const EditDocumentInput = Type.Object(
  { id: Type.Integer({ minimum: 1 }), ...editableFields },
  { $id: 'EditDocumentInput', title: 'EditDocumentInput' },
);
export type EditDocumentInput = Static<typeof EditDocumentInput>;

export const DocumentIdInput = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { $id: 'DocumentIdInput', title: 'DocumentIdInput' },
);

export const GeneratedDocumentId = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { $id: 'GeneratedDocumentId', title: 'GeneratedDocumentId' },
);

export const DocumentTranslationSource = Type.Object(
  {
    locale: ref(DocumentLocale),
    title: Type.String(),
    summary: Type.String(),
    content: Type.Unknown(),
  },
  { $id: 'DocumentTranslationSource', title: 'DocumentTranslationSource' },
);

/** Everything the editor needs to open a document: both languages, as stored. */
export const DocumentSource = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    target: ref(DocumentTarget),
    colorScheme: ref(DocumentColorScheme),
    slider: Type.Boolean(),
    cover: Type.Union([Type.String(), Type.Null()]),
    tags: Type.Array(Type.String()),
    links: Type.Array(ref(DocumentLink)),
    serverName: Type.Union([Type.String(), Type.Null()]),
    translations: Type.Array(ref(DocumentTranslationSource)),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DocumentSource', title: 'DocumentSource' },
);
export type DocumentSource = Static<typeof DocumentSource>;

export const DocumentLikeResult = Type.Object(
  { id: Type.Integer(), likes: Type.Integer({ minimum: 0 }), liked: Type.Boolean() },
  { $id: 'DocumentLikeResult', title: 'DocumentLikeResult' },
);
export type DocumentLikeResult = Static<typeof DocumentLikeResult>;

export const StopwatchInput = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    seconds: Type.Integer({ minimum: 1, maximum: 86400, description: 'Time the page was visible' }),
  },
  { $id: 'StopwatchInput', title: 'StopwatchInput' },
);

export const UploadedImage = Type.Object(
  {
    id: Type.String(),
    src: Type.String({ description: 'The content-width variant (up to 1280 px wide)' }),
    coverSrc: Type.String({ description: 'The card-width variant (up to 640 px wide)' }),
    width: Type.Integer(),
    height: Type.Integer(),
  },
  { $id: 'UploadedImage', title: 'UploadedImage' },
);
export type UploadedImage = Static<typeof UploadedImage>;

export const ModTag = Type.Object(
  { tag: Type.String(), count: Type.Integer({ minimum: 1 }) },
  { $id: 'ModTag', title: 'ModTag' },
);
export const ModTagList = Type.Object(
  { items: Type.Array(ref(ModTag)) },
  { $id: 'ModTagList', title: 'ModTagList' },
);
export type ModTagList = Static<typeof ModTagList>;

export const documentEditingSchemas = [
  DocumentLocale,
  DocumentTranslationInput,
  NewDocumentInput,
  EditDocumentInput,
  DocumentIdInput,
  GeneratedDocumentId,
  DocumentTranslationSource,
  DocumentSource,
  DocumentLikeResult,
  StopwatchInput,
  UploadedImage,
  ModTag,
  ModTagList,
];
