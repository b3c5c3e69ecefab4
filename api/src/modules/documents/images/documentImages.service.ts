import { randomBytes } from 'node:crypto';

import type { Db } from '../../../db/client.js';
import { documentImages } from '../../../db/schema/documents.js';
import { AppError } from '../../../platform/errors/AppError.js';
import type { FileStorage } from '../../../platform/storage/FileStorage.js';
import type { UploadedImage } from '../documentEditing.schemas.js';
import { processImage, type ImageVariantName } from './imageProcessing.js';

function uploadFailed(): AppError {
  return new AppError('UPLOAD_FAILED', {
    ru: 'Не удалось загрузить изображение, попробуйте ещё раз',
    en: 'Image upload failed, try again',
  });
}

/** Images uploaded from the editor: checked by their bytes, resized, stored, recorded. */
export class DocumentImagesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async upload(contextId: number, uploaderId: number, bytes: Buffer): Promise<UploadedImage> {
    const image = await processImage(bytes);
    const id = randomBytes(9)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x');
    const keys = {} as Record<ImageVariantName, string>;
    const stored: string[] = [];
    try {
      for (const [name, variant] of Object.entries(image.variants) as [
        ImageVariantName,
        (typeof image.variants)[ImageVariantName],
      ][]) {
        const key = `documents/${contextId}/${id}-${name}.webp`;
        await this.storage.put(key, variant.bytes, 'image/webp');
        stored.push(key);
        keys[name] = key;
      }
      await this.db.insert(documentImages).values({
        id,
        contextId,
        uploaderId,
        format: image.format,
        bytes: bytes.length,
        width: image.width,
        height: image.height,
        variants: Object.fromEntries(
          Object.entries(image.variants).map(([name, variant]) => [
            name,
            { width: variant.width, height: variant.height, key: keys[name as ImageVariantName] },
          ]),
        ),
      });
    } catch {
      // Nothing half-stored is left behind: the editor can simply try again.
      await Promise.allSettled(stored.map((key) => this.storage.remove(key)));
      throw uploadFailed();
    }
    return {
      id,
      src: this.storage.publicUrl(keys.content),
      coverSrc: this.storage.publicUrl(keys.cover),
      width: image.variants.content.width,
      height: image.variants.content.height,
    };
  }
}
