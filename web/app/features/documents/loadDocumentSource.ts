import type { RouterContextProvider } from 'react-router';

import { DocumentSourceDocument, DocumentPageDocument, type DocumentTarget } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { httpError } from '../../platform/httpError';
import { documentVariables } from './documentVariables';
import { formFromSource, type DocumentFormValues } from './documentForm';

export interface DocumentSourceData {
  documentId: number;
  initial: DocumentFormValues;
}

/** The stored document (both languages) for its edit page; another kind under this path is a 404. */
export async function loadDocumentSource(
  context: Readonly<RouterContextProvider>,
  target: DocumentTarget,
  idOrSlug: string | undefined,
): Promise<DocumentSourceData> {
  if (!idOrSlug) httpError(404);
  const { document } = await preloadQuery(context, {
    query: DocumentPageDocument,
    variables: documentVariables(idOrSlug),
  });
  if (document?.target !== target) httpError(404);
  const { documentSource } = await preloadQuery(context, {
    query: DocumentSourceDocument,
    variables: { id: document.id },
  });
  if (!documentSource) httpError(404);
  return { documentId: documentSource.id, initial: formFromSource(documentSource) };
}
