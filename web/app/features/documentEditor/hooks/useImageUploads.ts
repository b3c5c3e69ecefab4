import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Uploads one image, reporting progress 0..1; rejects with an Error whose message is ready to show. */
export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<{ src: string }>;

export interface PendingUpload {
  id: number;
  name: string;
  /** 0..1 */
  fraction: number;
}

export interface FailedUpload {
  id: number;
  name: string;
  message: string;
}

export interface ImageUploads {
  pending: PendingUpload[];
  failed: FailedUpload[];
  /**
   * Uploads the files one after another (one clear progress bar at a time) and resolves to the sources of
   * those that succeeded, in order; `onUploaded` sees each as soon as it is ready. Failures go to `failed`.
   */
  upload: (files: readonly File[], onUploaded?: (src: string) => void) => Promise<string[]>;
  dismiss: (id: number) => void;
}

const clamp = (fraction: number): number =>
  Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));

export function useImageUploads(uploadImage: UploadImage): ImageUploads {
  const { t } = useTranslation('documentEditor');
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [failed, setFailed] = useState<FailedUpload[]>([]);
  const nextId = useRef(0);
  // `upload` stays stable for node views and editor callbacks, yet always uses the latest prop.
  const latest = useRef({ uploadImage, unknownError: t('upload.unknownError') });
  useEffect(() => {
    latest.current = { uploadImage, unknownError: t('upload.unknownError') };
  });

  const upload = useCallback(async (files: readonly File[], onUploaded?: (src: string) => void) => {
    const queue = files.map((file) => ({ file, id: nextId.current++ }));
    setPending((current) => [
      ...current,
      ...queue.map(({ file, id }) => ({ id, name: file.name, fraction: 0 })),
    ]);
    const sources: string[] = [];
    for (const { file, id } of queue) {
      try {
        const { src } = await latest.current.uploadImage(file, (fraction) => {
          setPending((current) =>
            current.map((item) => (item.id === id ? { ...item, fraction: clamp(fraction) } : item)),
          );
        });
        sources.push(src);
        onUploaded?.(src);
      } catch (error) {
        const message =
          error instanceof Error && error.message !== '' ? error.message : latest.current.unknownError;
        setFailed((current) => [...current, { id, name: file.name, message }]);
      } finally {
        setPending((current) => current.filter((item) => item.id !== id));
      }
    }
    return sources;
  }, []);

  const dismiss = useCallback((id: number) => {
    setFailed((current) => current.filter((item) => item.id !== id));
  }, []);

  return { pending, failed, upload, dismiss };
}
