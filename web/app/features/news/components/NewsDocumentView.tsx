import { useQuery } from '@apollo/client/react';

import { NewsDocumentDocument, type NewsDocumentQueryVariables } from '../../../generated/graphql';
import { NewsArticle } from './NewsArticle';

export interface NewsDocumentViewProps {
  variables: NewsDocumentQueryVariables;
}

/** Reads the article the route's loader put into the Apollo cache (no request on first render). */
export function NewsDocumentView({ variables }: NewsDocumentViewProps) {
  const { data } = useQuery(NewsDocumentDocument, { variables });
  // The loader already awaited this query (and threw on errors), so data is there; the guard only
  // covers a cache eviction between loader and render.
  if (!data?.document) return null;
  return <NewsArticle document={data.document} />;
}
