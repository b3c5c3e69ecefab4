import sharp from 'sharp';

import { decodePng, encodePng, pngDimensions, textureHash, wrongDimensions, type Bitmap } from './png.js';

/** Uploads above this are refused while streaming; a 1024×1024 skin compresses far below it. */
export const MAX_TEXTURE_BYTES = 1024 * 1024;
/** HD skins and capes up to 16× the classic 64 px width. */
const MAX_TEXTURE_WIDTH = 1024;

export type TextureKind = 'skin' | 'cape';

export interface ProcessedTexture {
  width: number;
  height: number;
  hash: string;
  png: Buffer;
  bitmap: Bitmap;
}

function skinSizeAllowed(width: number, height: number): boolean {
  // 64×64 (since 1.8) or the legacy 64×32, and their HD multiples.
  return width % 64 === 0 && width <= MAX_TEXTURE_WIDTH && (height === width || height * 2 === width);
}

function capeSizeAllowed(width: number, height: number): boolean {
  return (
    (width === 22 && height === 17) ||
    (width % 64 === 0 && width <= MAX_TEXTURE_WIDTH && height * 2 === width)
  );
}

/** The classic 22×17 cape layout, padded onto the 64×32 canvas the game expects. */
function padCape(bitmap: Bitmap): Bitmap {
  const rgba = Buffer.alloc(64 * 32 * 4);
  for (let y = 0; y < bitmap.height; y += 1) {
    bitmap.rgba.copy(rgba, y * 64 * 4, y * bitmap.width * 4, (y + 1) * bitmap.width * 4);
  }
  return { width: 64, height: 32, rgba };
}

/**
 * Checks a skin or cape upload and re-encodes it: PNG by its bytes, size from the header before any
 * decoding, then a fresh PNG from the pixels and the texture hash that names it.
 */
export async function processTexture(kind: TextureKind, bytes: Buffer): Promise<ProcessedTexture> {
  const { width, height } = pngDimensions(bytes);
  const allowed = kind === 'skin' ? skinSizeAllowed(width, height) : capeSizeAllowed(width, height);
  if (!allowed) throw wrongDimensions(kind === 'skin' ? '64×64, 64×32 ×1…16' : '64×32 ×1…16, 22×17');
  let bitmap = await decodePng(bytes, width, height);
  if (kind === 'cape' && width === 22) bitmap = padCape(bitmap);
  return {
    width: bitmap.width,
    height: bitmap.height,
    hash: textureHash(bitmap),
    png: await encodePng(bitmap),
    bitmap,
  };
}

/** Size of the head picture cut from a skin, in pixels (sharp edges: nearest-neighbour scaling). */
export const HEAD_SIZE = 128;

/** The player's face (front of the head, 8×8 at 8,8) with the hat layer (40,8) drawn over it. */
export async function cutHead(skin: Bitmap): Promise<Buffer> {
  const scale = skin.width / 64;
  const side = 8 * scale;
  const rgba = Buffer.alloc(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const face = ((8 * scale + y) * skin.width + 8 * scale + x) * 4;
      const hat = ((8 * scale + y) * skin.width + 40 * scale + x) * 4;
      const out = (y * side + x) * 4;
      const alpha = (skin.rgba[hat + 3] ?? 0) / 255;
      for (let channel = 0; channel < 3; channel += 1) {
        const under = skin.rgba[face + channel] ?? 0;
        const over = skin.rgba[hat + channel] ?? 0;
        rgba[out + channel] = Math.round(over * alpha + under * (1 - alpha));
      }
      // The face is opaque by definition of the format; a transparent face would show as a hole.
      rgba[out + 3] = 255;
    }
  }
  return sharp(rgba, { raw: { width: side, height: side, channels: 4 } })
    .resize(HEAD_SIZE, HEAD_SIZE, { kernel: 'nearest' })
    .png()
    .toBuffer();
}
