import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';

import { connectionStore } from '../connection/connectionStore';

interface GraphqlAnswer<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { details?: { description?: string } } }[];
}

/**
 * Sends one file as a GraphQL multipart request (the gateway turns it into the api's multipart upload)
 * under the `$file` variable, and answers the mutation's data. XMLHttpRequest rather than fetch: only
 * it reports upload progress. A failure rejects with the api's description, else `fallbackError`.
 */
export function uploadFile<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'file'>,
  file: File,
  options: { onProgress?: (fraction: number) => void; fallbackError: string },
): Promise<TData> {
  const body = new FormData();
  // With __typename, as Apollo's own requests: the answer may be written to the cache, whose fragments
  // match by type.
  const query = print(addTypenameToDocument(document));
  body.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    request.setRequestHeader('accept', 'application/json');
    // The api translates its errors by Accept-Language; the browser would send its own languages, not the
    // page's (Apollo's own requests send the page's, see createApolloClient).
    const { lang } = globalThis.document.documentElement;
    if (lang) request.setRequestHeader('accept-language', lang);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let answer: GraphqlAnswer<TData> | null = null;
      try {
        answer = JSON.parse(request.responseText) as GraphqlAnswer<TData>;
      } catch {
        answer = null;
      }
      const error = answer?.errors?.[0];
      if (answer?.data && !error) {
        options.onProgress?.(1);
        resolve(answer.data);
        return;
      }
      reject(new Error(error?.extensions?.details?.description ?? error?.message ?? options.fallbackError));
    });
    request.addEventListener('error', () => {
      // The request never reached the server: the connection-lost dialog says so, besides the failed upload.
      connectionStore.report('call-failed');
      reject(new Error(options.fallbackError));
    });
    request.send(body);
  });
}
