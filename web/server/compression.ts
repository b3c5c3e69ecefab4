import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|graphql-response\+json)|image\/svg\+xml)/i;

/**
 * A compressor for the answer, or undefined when the client accepts none or the type gains nothing.
 * Each written chunk is flushed, so streamed pages still reach the browser piece by piece.
 */
export function compressorFor(
  acceptEncoding: string | undefined,
  contentType: string | null,
):
  | {
      encoding: 'br' | 'gzip';
      stream: Transform;
    }
  | undefined {
  if (contentType === null || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      stream: createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      }),
    };
  }
  if (/\bgzip\b/.test(accepted))
    return { encoding: 'gzip', stream: createGzip({ flush: constants.Z_SYNC_FLUSH }) };
  return undefined;
}
