import sharp from 'sharp';

import { AppError } from '../../platform/errors/AppError.js';

/** Avatar uploads: any common picture up to 5 MB; decoding bombs refused by the pixel cap. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** The kept source is scaled to fit this box: enough to crop from, small to store. */
export const SOURCE_MAX_SIDE = 1024;
/** docs/product.md#looks: the cut-out head of the original becomes the medium size. */
export const AVATAR_SIZE = 256;

export interface AvatarSource {
  webp: Buffer;
  width: number;
  height: number;
}

function unsupported(): AppError {
  return new AppError('UNSUPPORTED_FILE_TYPE', {
    ru: 'Загрузите изображение JPEG, PNG, WebP или GIF',
    en: 'Upload a JPEG, PNG, WebP or GIF image',
  });
}

/** Reads the format from the bytes, then keeps a metadata-free WebP copy to crop from. */
export async function processAvatarSource(bytes: Buffer): Promise<AvatarSource> {
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!ACCEPTED_FORMATS.has(format) || width === 0 || height === 0) throw unsupported();
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: SOURCE_MAX_SIDE, height: SOURCE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
}

export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

/** The largest centred square: what a fresh upload shows until the player crops it. */
export function centredSquare(width: number, height: number): CropSquare {
  const size = Math.min(width, height);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

/** Cuts the square (in source pixels) and scales it to the avatar size. */
export async function cropAvatar(source: AvatarSource, square: CropSquare): Promise<Buffer> {
  const fits =
    square.size >= 16 && square.x + square.size <= source.width && square.y + square.size <= source.height;
  if (!fits) {
    throw new AppError('VALIDATION_FAILED', {
      ru: 'Область обрезки выходит за края изображения',
      en: 'The crop area goes beyond the image',
    });
  }
  return sharp(source.webp)
    .extract({ left: square.x, top: square.y, width: square.size, height: square.size })
    .resize(AVATAR_SIZE, AVATAR_SIZE)
    .webp({ quality: 88 })
    .toBuffer();
}
