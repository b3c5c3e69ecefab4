import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body exceeds ${limit} bytes`);
  }
}

/** A declared length above the limit: refuse before reading a byte. */
export function declaresTooMuch(request: IncomingMessage, limit: number): boolean {
  const declared = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The request body as a web stream that counts as it reads: past the limit (chunked bodies included,
 * which declare no length) it stops reading the socket and reports `onTooLarge` once, so the server can
 * answer 413 instead of buffering whatever a client sends.
 */
export function limitedBody(
  request: IncomingMessage,
  limit: number,
  onTooLarge: (error: BodyTooLargeError) => void,
): ReadableStream<Uint8Array> {
  let received = 0;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        if (finished) return;
        received += chunk.length;
        if (received > limit) {
          finished = true;
          request.pause();
          const error = new BodyTooLargeError(limit);
          controller.error(error);
          onTooLarge(error);
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        // Back-pressure: read the socket only as fast as the handler consumes.
        if ((controller.desiredSize ?? 1) <= 0) request.pause();
      });
      request.on('end', () => {
        if (finished) return;
        finished = true;
        controller.close();
      });
      request.on('error', (error) => {
        if (finished) return;
        finished = true;
        controller.error(error);
      });
    },
    pull() {
      request.resume();
    },
    cancel() {
      finished = true;
      request.destroy();
    },
  });
}
