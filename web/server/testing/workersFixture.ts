// A stand-in site server for workers.test.ts: each worker answers with its process id, so the test sees
// that more than one process serves the one port. WORKERS and SERVE_FAILS come from the test.
import { createServer } from 'node:http';

import { runWorkers, shareClears } from '../workers';

const port = Number(process.env.FIXTURE_PORT ?? 0);
await runWorkers({
  count: Number(process.env.WORKERS ?? 2),
  graceMs: 2000,
  serve: async () => {
    if (process.env.SERVE_FAILS === '1') process.exit(3);
    let othersCleared = 0;
    const announce = shareClears(() => (othersCleared += 1));
    // GET: who answers and how many clears other workers announced to it; POST: announce one.
    const server = createServer((request, response) => {
      if (request.method === 'POST') announce();
      response.writeHead(200, { 'content-type': 'text/plain', connection: 'close' });
      response.end(`${String(process.pid)} ${String(othersCleared)}`);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    console.log(`listening ${String(process.pid)}`);
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  },
});
