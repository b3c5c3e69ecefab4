import { deflateSync } from 'node:zlib';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { AppError } from '../../platform/errors/AppError.js';
import { offlineUuid } from './offlineUuid.js';
import { decodePng, pngDimensions, textureHash } from './png.js';
import { cutHead, processTexture } from './textures.js';

const png = (width: number, height: number, background = { r: 40, g: 90, b: 160, alpha: 1 }) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** A hand-made PNG: the header says what we want, whatever the (tiny) pixel data holds. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('accepted');
}

describe('skin and cape images', () => {
  it('accepts 64×64, legacy 64×32 and HD skins, and re-encodes them', async () => {
    for (const [width, height] of [
      [64, 64],
      [64, 32],
      [128, 128],
      [1024, 512],
    ] as const) {
      const texture = await processTexture('skin', await png(width, height));
      expect([texture.width, texture.height]).toEqual([width, height]);
      expect(pngDimensions(texture.png)).toEqual({ width, height });
      expect(texture.hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses wrong sizes for skins and capes', async () => {
    expect(await refusal(processTexture('skin', await png(64, 48)))).toBe('VALIDATION_FAILED');
    expect(await refusal(processTexture('skin', await png(32, 32)))).toBe('VALIDATION_FAILED');
    expect(await refusal(processTexture('skin', await png(2048, 2048)))).toBe('VALIDATION_FAILED');
    expect(await refusal(processTexture('cape', await png(64, 64)))).toBe('VALIDATION_FAILED');
  });

  it('pads the classic 22×17 cape onto 64×32', async () => {
    const texture = await processTexture('cape', await png(22, 17));
    expect([texture.width, texture.height]).toEqual([64, 32]);
  });

  it('recognises PNG by its bytes, not by a name or a declared type', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(await refusal(processTexture('skin', jpeg))).toBe('UNSUPPORTED_FILE_TYPE');
    expect(
      await refusal(processTexture('skin', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    ).toBe('UNSUPPORTED_FILE_TYPE');
    const truncated = (await png(64, 64)).subarray(0, 20);
    expect(await refusal(processTexture('skin', truncated))).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses a huge declared canvas from the header, before decoding', async () => {
    const bomb = claimedPng(65_536, 65_536);
    expect(bomb.length).toBeLessThan(2000);
    expect(pngDimensions(bomb)).toEqual({ width: 65_536, height: 65_536 });
    expect(await refusal(processTexture('skin', bomb))).toBe('VALIDATION_FAILED');
    // Even at an allowed size, pixel data that does not match the header is refused, not trusted.
    expect(await refusal(processTexture('skin', claimedPng(64, 64)))).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('hashes like authlib-injector: invisible colour ignored, size and visible pixels count', async () => {
    const clearRed = await png(64, 64, { r: 255, g: 0, b: 0, alpha: 0 });
    const clearBlue = await png(64, 64, { r: 0, g: 0, b: 255, alpha: 0 });
    const hashOf = async (bytes: Buffer) => textureHash(await decodePng(bytes, 64, 64));
    expect(await hashOf(clearRed)).toBe(await hashOf(clearBlue));
    const visible = await png(64, 64, { r: 0, g: 0, b: 255, alpha: 1 });
    expect(await hashOf(visible)).not.toBe(await hashOf(clearBlue));
  });

  it('cuts the head from the face with the hat layer over it', async () => {
    const skin = await processTexture('skin', await png(64, 64, { r: 10, g: 200, b: 30, alpha: 1 }));
    const head = await sharp(await cutHead(skin.bitmap))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([head.info.width, head.info.height]).toEqual([128, 128]);
    expect([...head.data.subarray(0, 3)]).toEqual([10, 200, 30]);
  });

  it('gives the offline-mode UUID of a nickname', () => {
    // Java: UUID.nameUUIDFromBytes("OfflinePlayer:Notch".getBytes(UTF_8)).
    expect(offlineUuid('Notch')).toBe('b50ad385829d3141a2167e7d7539ba7f');
  });
});
