import { UploadDocumentImageDocument, type UploadDocumentImageMutation } from '../../generated/graphql';
import { uploadFile } from '../../platform/apollo/uploadFile';

export type UploadedDocumentImage = NonNullable<UploadDocumentImageMutation['uploadDocumentImage']>;

/** Uploads one image for a document (or a reserved id), reporting progress. */
export async function uploadDocumentImage(
  contextId: number,
  file: File,
  onProgress: (fraction: number) => void,
  fallbackError: string,
): Promise<UploadedDocumentImage> {
  const data = await uploadFile(UploadDocumentImageDocument, { id: contextId }, file, {
    onProgress,
    fallbackError,
  });
  if (!data.uploadDocumentImage) throw new Error(fallbackError);
  return data.uploadDocumentImage;
}
