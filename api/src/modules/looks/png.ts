import { createHash } from 'node:crypto';

import sharp from 'sharp';

import { AppError } from '../../platform/errors/AppError.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A decoded image: straight (not premultiplied) RGBA, row-major. */
export interface Bitmap {
  width: number;
  height: number;
  rgba: Buffer;
}

export function unsupportedTexture(): AppError {
  return new AppError('UNSUPPORTED_FILE_TYPE', { ru: 'Загрузите изображение PNG', en: 'Upload a PNG image' });
}

export function wrongDimensions(allowed: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    ru: `Неподходящий размер изображения: допустимы ${allowed}`,
    en: `The image has the wrong size: allowed are ${allowed}`,
  });
}

/**
 * Width and height as the PNG's IHDR chunk declares them, read from the bytes alone. The declared
 * size decides whether we decode at all, so a tiny file claiming a huge canvas never gets inflated.
 */
export function pngDimensions(bytes: Buffer): { width: number; height: number } {
  // Signature (8) + IHDR length (4) + type (4) + width (4) + height (4).
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(SIGNATURE)) throw unsupportedTexture();
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw unsupportedTexture();
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw unsupportedTexture();
  return { width, height };
}

/** Decodes a PNG whose header was already checked, refusing anything beyond the declared canvas. */
export async function decodePng(bytes: Buffer, width: number, height: number): Promise<Bitmap> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: width * height, failOn: 'error' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width !== width || info.height !== height || info.channels !== 4) throw unsupportedTexture();
    return { width, height, rgba: data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupportedTexture();
  }
}

/** Writes a fresh PNG from pixels only: no chunk of the upload (text, metadata, trailing bytes) survives. */
export function encodePng(bitmap: Bitmap): Promise<Buffer> {
  return sharp(bitmap.rgba, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * authlib-injector's texture hash (the file name in texture URLs): SHA-256 over width and height as
 * 32-bit big-endian, then every pixel column by column as A,R,G,B, with the colour of fully
 * transparent pixels zeroed, so invisible differences do not make a new texture.
 */
export function textureHash(bitmap: Bitmap): string {
  const { width, height, rgba } = bitmap;
  const out = Buffer.alloc(8 + width * height * 4);
  out.writeUInt32BE(width, 0);
  out.writeUInt32BE(height, 4);
  let position = 8;
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) {
      const source = (y * width + x) * 4;
      const alpha = rgba[source + 3] ?? 0;
      out[position] = alpha;
      if (alpha !== 0) {
        out[position + 1] = rgba[source] ?? 0;
        out[position + 2] = rgba[source + 1] ?? 0;
        out[position + 3] = rgba[source + 2] ?? 0;
      }
      position += 4;
    }
  }
  return createHash('sha256').update(out).digest('hex');
}
