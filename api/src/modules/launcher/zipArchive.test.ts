import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AppError } from '../../platform/errors/AppError.js';
import { isSafeClientPath, readZipArchive } from './zipArchive.js';
import { makeZip } from './testing/makeZip.js';

const limits = { maxEntries: 100, maxTotalBytes: 1024 * 1024 };
const segment = fc.stringMatching(/^[\w.-]{1,12}$/).filter((name) => name !== '.' && name !== '..');

describe('readZipArchive', () => {
  it('gives back every file it was given, whatever the names and contents', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')),
          {
            minLength: 2,
            maxLength: 8,
          },
        ),
        fc.array(fc.uint8Array({ maxLength: 300 }), { minLength: 8, maxLength: 8 }),
        (paths, contents) => {
          // A file may not also be a folder of another.
          fc.pre(paths.every((a) => paths.every((b) => !b.startsWith(`${a}/`))));
          const entries = paths.map((name, index) => ({
            path: `top/${name}`,
            bytes: Buffer.from(contents[index] ?? []),
          }));
          const read = readZipArchive(makeZip(entries), limits);
          expect(read.map((file) => [file.path, file.bytes.toString('hex')])).toEqual(
            paths.map((name, index) => [name, Buffer.from(contents[index] ?? []).toString('hex')]),
          );
        },
      ),
    );
  });

  it('refuses every name that could leave the client folder', () => {
    const hostile = fc.oneof(
      fc.array(segment, { maxLength: 3 }).map((parts) => ['..', ...parts].join('/')),
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `${parts.join('/')}/../../x`),
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `C:${parts.join('\\')}`),
      fc.array(segment, { minLength: 2, maxLength: 3 }).map((parts) => parts.join('\\..\\')),
    );
    fc.assert(
      fc.property(hostile, (name) => {
        expect(isSafeClientPath(name)).toBe(false);
        expect(() => readZipArchive(makeZip([{ path: name, bytes: 'x' }]), limits)).toThrow(AppError);
      }),
    );
  });

  it('refuses more unpacked bytes than the limit (a zip bomb) before inflating past it', () => {
    const bomb = makeZip([{ path: 'zeros.bin', bytes: Buffer.alloc(2 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(() => readZipArchive(bomb, limits)).toThrow(/more than/);
  });
});
