import type { RouterContextProvider } from 'react-router';

import { DocumentPageDocument, type DocumentPageQueryVariables } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { httpError } from '../../platform/httpError';
import { isLanguage } from '../../platform/i18n/languages';
import { documentVariables } from './documentVariables';

import type { EditableTarget } from './documentTargets';

export interface DocumentPageData {
  variables: DocumentPageQueryVariables;
  title: string;
  description: string;
  cover: string | null;
  publishedAt: string;
  updatedAt: string;
  author: string | null;
}

interface LoadDocumentArgs {
  context: Readonly<RouterContextProvider>;
  params: { lang?: string; documentId?: string };
}

/**
 * Fills the cache with one document for its detail page (server render and client navigation alike);
 * a document of another kind does not exist under this path (news under /mods/ is a 404).
 */
export async function loadDocumentPage(
  target: EditableTarget,
  { context, params }: LoadDocumentArgs,
): Promise<DocumentPageData> {
  if (!isLanguage(params.lang) || !params.documentId) httpError(404);
  const variables = documentVariables(params.documentId);
  const { document } = await preloadQuery(context, { query: DocumentPageDocument, variables });
  if (document?.target !== target) httpError(404);
  return {
    variables,
    title: document.title,
    description: document.summary,
    cover: document.cover,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
    author: document.author ?? null,
  };
}
