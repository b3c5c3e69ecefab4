import { print } from 'graphql';

import { UploadDocumentImageDocument, type UploadDocumentImageMutation } from '../../generated/graphql';

interface GraphqlAnswer {
  data?: UploadDocumentImageMutation | null;
  errors?: { message: string; extensions?: { details?: { description?: string } } }[];
}

export type UploadedDocumentImage = NonNullable<UploadDocumentImageMutation['uploadDocumentImage']>;

/**
 * Sends one image as a GraphQL multipart request (the gateway turns it into the api's multipart upload).
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadDocumentImage(
  contextId: number,
  file: File,
  onProgress: (fraction: number) => void,
  fallbackError: string,
): Promise<UploadedDocumentImage> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query: print(UploadDocumentImageDocument), variables: { id: contextId, file: null } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let answer: GraphqlAnswer | null = null;
      try {
        answer = JSON.parse(request.responseText) as GraphqlAnswer;
      } catch {
        answer = null;
      }
      const uploaded = answer?.data?.uploadDocumentImage;
      if (uploaded) {
        onProgress(1);
        resolve(uploaded);
        return;
      }
      const error = answer?.errors?.[0];
      reject(new Error(error?.extensions?.details?.description ?? error?.message ?? fallbackError));
    });
    request.addEventListener('error', () => {
      reject(new Error(fallbackError));
    });
    request.send(body);
  });
}
