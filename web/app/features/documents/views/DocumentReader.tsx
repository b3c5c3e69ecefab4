import { useQuery } from '../../../platform/apollo/useQuery';
import { DocumentPageDocument, type DocumentPageQueryVariables } from '../../../generated/graphql';
import { DocumentArticle } from './DocumentArticle';

export interface DocumentReaderProps {
  variables: DocumentPageQueryVariables;
}

/** Reads the article the route's loader put into the Apollo cache (no request on first render). */
export function DocumentReader({ variables }: DocumentReaderProps) {
  const { data } = useQuery(DocumentPageDocument, { variables });
  // The loader already awaited this query (and threw on errors), so data is there; the guard only
  // covers a cache eviction between loader and render.
  if (!data?.document) return null;
  return <DocumentArticle document={data.document} />;
}
