import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';
import { GameServer } from '../servers/index.js';

export const documentTargets = ['news', 'mods', 'servers', 'pages'] as const;
export const colorSchemes = ['blue', 'green', 'purple', 'orange', 'red', 'teal'] as const;
export const documentTypes = ['original'] as const;

export const DocumentTarget = stringEnum(documentTargets, 'DocumentTarget');
export const DocumentColorScheme = stringEnum(colorSchemes, 'DocumentColorScheme');
export const DocumentType = stringEnum(documentTypes, 'DocumentType');

export const DocumentLink = Type.Object(
  { title: Type.String(), url: Type.String() },
  { $id: 'DocumentLink', title: 'DocumentLink' },
);
export type DocumentLink = Static<typeof DocumentLink>;

export const DocumentMeta = Type.Object(
  { serverName: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'DocumentMeta', title: 'DocumentMeta' },
);
export type DocumentMeta = Static<typeof DocumentMeta>;

const summaryProperties = {
  id: Type.Integer(),
  slug: Type.String(),
  target: ref(DocumentTarget),
  type: ref(DocumentType),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.Union([Type.String(), Type.Null()], {
    description: 'Same-origin path such as /uploads/covers/hitech.svg',
  }),
  colorScheme: ref(DocumentColorScheme),
  slider: Type.Boolean({ description: 'Featured in the home slider' }),
  tags: Type.Array(Type.String(), { description: 'Mod tags' }),
  locale: Type.String({ description: 'The translation served (ru or en)' }),
  publishedAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const DocumentSummary = Type.Object(summaryProperties, {
  $id: 'DocumentSummary',
  title: 'DocumentSummary',
});
export type DocumentSummary = Static<typeof DocumentSummary>;

export const Document = Type.Object(
  {
    ...summaryProperties,
    content: Type.Unknown({ description: 'Tiptap JSON document' }),
    contentHtml: Type.String({ description: 'The content rendered on the server through an allowlist' }),
    links: Type.Array(ref(DocumentLink)),
    documentMeta: ref(DocumentMeta),
    server: Type.Union([ref(GameServer), Type.Null()], {
      description: 'Live facts of the game server, for server documents',
    }),
    locales: Type.Array(Type.String(), { description: 'Translations that exist' }),
    likes: Type.Integer({ minimum: 0 }),
    liked: Type.Boolean({ description: 'Whether the signed-in reader likes it (false for visitors)' }),
    reads: Type.Integer({ minimum: 0, description: 'Readers measured by the page stopwatch' }),
    averageReadSeconds: Type.Integer({ minimum: 0 }),
    readingMinutes: Type.Integer({ minimum: 1, description: 'Estimated from the length of the text' }),
    author: Type.Union([Type.String(), Type.Null()], { description: 'Login of the author' }),
  },
  { $id: 'Document', title: 'Document' },
);
export type Document = Static<typeof Document>;

export const DocumentPage = Type.Object(
  {
    items: Type.Array(ref(DocumentSummary)),
    page: Type.Integer({ minimum: 1 }),
    perPage: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    pages: Type.Integer({ minimum: 0 }),
  },
  { $id: 'DocumentPage', title: 'DocumentPage' },
);
export type DocumentPage = Static<typeof DocumentPage>;

export const documentSchemas = [
  DocumentTarget,
  DocumentColorScheme,
  DocumentType,
  DocumentLink,
  DocumentMeta,
  DocumentSummary,
  Document,
  DocumentPage,
];
