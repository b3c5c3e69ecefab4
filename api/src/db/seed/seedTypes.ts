import type { NewDocumentRow, StoredLink } from '../schema/documents.js';
import type { TiptapNode } from './tiptap.js';

export interface SeedTranslation {
  title: string;
  summary: string;
  content: TiptapNode;
}

export interface SeedDocument {
  slug: string;
  target: NewDocumentRow['target'];
  colorScheme: NonNullable<NewDocumentRow['colorScheme']>;
  slider?: boolean;
  publishedAt: string;
  serverName?: string;
  links?: StoredLink[];
  tags?: string[];
  ru: SeedTranslation;
  en?: SeedTranslation;
}
