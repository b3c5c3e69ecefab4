import path from 'node:path';

/**
 * One place that turns the user's environment into the addresses each service needs, so `npm start`,
 * the browser tests and the benchmark agree on ports and URLs.
 * @param {NodeJS.ProcessEnv} source
 * @param {string} root
 */
export function readStackEnv(source, root) {
  const host = source.HOST ?? '127.0.0.1';
  const apiPort = Number(source.API_PORT ?? 8080);
  const gatewayPort = Number(source.GATEWAY_PORT ?? 4000);
  const webPort = Number(source.WEB_PORT ?? 3000);
  const local = host === '0.0.0.0' ? '127.0.0.1' : host;
  const API_URL = source.API_URL ?? `http://${local}:${apiPort}`;
  const GATEWAY_URL = source.GATEWAY_URL ?? `http://${local}:${gatewayPort}/graphql`;
  const WEB_URL = `http://${local}:${webPort}`;
  const DATA_DIR = path.resolve(root, source.DATA_DIR ?? 'data');
  return {
    API_URL,
    GATEWAY_URL,
    WEB_URL,
    DATA_DIR,
    childEnv: {
      API_HOST: host,
      API_PORT: String(apiPort),
      GATEWAY_HOST: host,
      GATEWAY_PORT: String(gatewayPort),
      HOST: host,
      PORT: String(webPort),
      WEB_PORT: String(webPort),
      API_URL,
      GATEWAY_URL,
      DATA_DIR,
      // Links in letters and OAuth return addresses; the web server uses the same default.
      PUBLIC_SITE_URL: source.PUBLIC_SITE_URL ?? `http://localhost:${webPort}`,
    },
  };
}
