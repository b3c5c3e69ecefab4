// Server rendering against the ceiling of this machine: the same page's bytes served by a bare
// `node:http` server that only writes a buffer. The ratio hides the machine's speed (2 shared cores
// here), so the budget means the same on a laptop and on CI.
import { createServer } from 'node:http';

import autocannon from 'autocannon';

/**
 * @param {autocannon.Options} options
 * @returns {Promise<{ rps: number; p50: number; p99: number }>}
 */
export async function load(options) {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${String(options.url)}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * @param {string} url a page of the site
 * @param {{ connections: number; duration: number }} settings
 * @param {Record<string, string>} [headers] sent with every request to the site (a session's cookies)
 */
export async function ssrAgainstStatic(url, settings, headers = {}) {
  const page = await fetch(url, { headers });
  const body = Buffer.from(await page.arrayBuffer());
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  try {
    const rendered = await load({ url, headers, ...settings });
    const plain = await load({ url: `http://127.0.0.1:${address.port}/`, ...settings });
    return { bytes: body.length, rendered, plain, ratio: rendered.rps / plain.rps };
  } finally {
    server.close();
  }
}
