import sharp, { type Metadata } from 'sharp';

import { AppError } from '../../../platform/errors/AppError.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
// Decoding bombs: a tiny file can claim a huge canvas.
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/** The widths every upload is resized to: `content` for article bodies, `cover` for cards. */
export const IMAGE_VARIANTS = { content: 1280, cover: 640 } as const;
export type ImageVariantName = keyof typeof IMAGE_VARIANTS;

export interface ProcessedImage {
  format: string;
  width: number;
  height: number;
  variants: Record<ImageVariantName, { bytes: Buffer; width: number; height: number }>;
}

export function unsupportedFileType(): AppError {
  return new AppError('UNSUPPORTED_FILE_TYPE', {
    ru: 'Неподдерживаемый тип файла. Загрузите изображение JPEG, PNG, WebP, GIF или AVIF',
    en: 'Unsupported file type. Upload a JPEG, PNG, WebP, GIF or AVIF image',
  });
}

/**
 * Reads the format from the bytes (the name and the declared type are ignored), then writes WebP
 * variants without metadata, so location data in a phone photo never reaches the site.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupportedFileType();
  }
  const { format, width, height } = metadata;
  if (!ACCEPTED_FORMATS.has(format) || width === 0 || height === 0) throw unsupportedFileType();
  const entries = await Promise.all(
    (Object.entries(IMAGE_VARIANTS) as [ImageVariantName, number][]).map(async ([name, maxWidth]) => {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return [name, { bytes: data, width: info.width, height: info.height }] as const;
    }),
  );
  return {
    format,
    width,
    height,
    variants: Object.fromEntries(entries) as ProcessedImage['variants'],
  };
}
