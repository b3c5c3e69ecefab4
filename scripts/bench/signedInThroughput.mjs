// Signed-in pages and the signed-in api read (issue 32): a demo player signs in through the real api, then
// three pages are measured with the session cookies against the same bytes served by bare `node:http`,
// and `GET /api/cabinet` directly against the same question through the gateway. Signed-in pages are
// never answered from the site's page memory, so this is the cost of a render and its api calls.
import { load, ssrAgainstStatic } from './ssrThroughput.mjs';

/**
 * The api's own solver of its proof-of-work captcha, from its build (the bench runs after the build);
 * imported by address so the scripts' type-check does not read the api's compiled JavaScript.
 * @type {{ captchaToken: (apiUrl: string) => Promise<string | undefined> }}
 */
const captchaSolver = await import(new URL('../../api/dist/testing/proofOfWork.js', import.meta.url).href);

/** The pages of the issue: the home, the store and a cabinet page, in Russian. */
export const SIGNED_IN_PAGES = ['/ru', '/ru/store', '/ru/cabinet/transactions'];

/** The cabinet's own query, as the site asks it (web/app/features/cabinet/graphql/CabinetAccount.graphql). */
const CABINET_QUERY = 'query CabinetAccount { cabinet { email emailVerified hasPassword groups createdAt } }';

/**
 * Signs a demo player in through the api's password sign-in, solving its captcha as the site's form does.
 * @param {string} apiUrl
 * @returns {Promise<{ accessId: string; accessToken: string }>}
 */
export async function signInDemoPlayer(apiUrl) {
  const response = await fetch(`${apiUrl}/api/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login: 'steve',
      password: 'steve-demo-1',
      recaptcha: await captchaSolver.captchaToken(apiUrl),
    }),
  });
  const body = /** @type {{ accessId?: string; accessToken?: string }} */ (await response.json());
  if (!response.ok || !body.accessId || !body.accessToken) {
    throw new Error(`the demo player could not sign in: ${response.status} ${JSON.stringify(body)}`);
  }
  return { accessId: body.accessId, accessToken: body.accessToken };
}

/**
 * A signed-in page against its own bytes from bare `node:http` (ssrThroughput.mjs). The page is checked
 * first: a redirect to the sign-in form or a page without the player's name would measure the wrong thing.
 * @param {string} url
 * @param {string} cookie
 * @param {{ connections: number; duration: number }} settings
 */
async function pageAgainstStatic(url, cookie, settings) {
  const page = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  const body = await page.text();
  if (page.status !== 200 || !body.includes('steve')) {
    throw new Error(`${url}: not the signed-in page (${page.status}, ${body.length} characters)`);
  }
  return ssrAgainstStatic(url, settings, { cookie });
}

/**
 * @param {{ apiUrl: string; gatewayUrl: string; webUrl: string }} stack
 * @param {{ connections: number; duration: number }} settings
 */
export async function signedInThroughput(stack, settings) {
  const { accessId, accessToken } = await signInDemoPlayer(stack.apiUrl);
  const cookie = `access_id=${accessId}; access_token=${accessToken}`;
  const credentials = { 'access-id': accessId, 'access-token': accessToken };
  const gatewayRequest = {
    url: stack.gatewayUrl,
    method: /** @type {const} */ ('POST'),
    headers: { 'content-type': 'application/json', 'accept-language': 'ru', ...credentials },
    body: JSON.stringify({ query: CABINET_QUERY }),
  };
  const answer = await fetch(gatewayRequest.url, gatewayRequest);
  const result = /** @type {{ data?: { cabinet?: unknown }; errors?: unknown[] }} */ (await answer.json());
  if (!answer.ok || result.errors || !result.data?.cabinet) {
    throw new Error(`the gateway did not answer the cabinet query: ${JSON.stringify(result).slice(0, 500)}`);
  }
  /** @type {{ path: string; bytes: number; rendered: { rps: number; p50: number; p99: number }; plain: { rps: number }; ratio: number }[]} */
  const pages = [];
  for (const page of SIGNED_IN_PAGES) {
    pages.push({ path: page, ...(await pageAgainstStatic(`${stack.webUrl}${page}`, cookie, settings)) });
  }
  const direct = await load({ url: `${stack.apiUrl}/api/cabinet`, headers: credentials, ...settings });
  const gateway = await load({ ...gatewayRequest, ...settings });
  return { pages, direct, gateway };
}

/**
 * The figures as `npm run bench` prints them, with the goals beside them (docs/performance.md,
 * "Signed-in pages"); goals only, not budgets: nothing here fails the run.
 * @param {Awaited<ReturnType<typeof signedInThroughput>>} figures
 * @param {string} database
 */
export function printSignedIn(figures, database) {
  console.log('\nSigned in as a player (session cookies; never from the page memory) against the same bytes');
  for (const r of figures.pages) {
    const goal = r.ratio >= 0.05 && r.rendered.p99 <= 150 ? '   goal met' : '';
    console.log(
      `${r.path.padEnd(28)} ${r.rendered.rps.toFixed(1).padStart(8)} req/s   p50 ${String(r.rendered.p50).padStart(4)} ms   p99 ${String(r.rendered.p99).padStart(5)} ms   static ${r.plain.rps.toFixed(0)} req/s   ratio ${r.ratio.toFixed(3)}   ${(r.bytes / 1024).toFixed(1)} KiB HTML   goal >= 0.05, p99 <= 150 ms${goal}`,
    );
  }
  const { direct, gateway } = figures;
  const rate = gateway.rps / direct.rps;
  console.log(
    `GET /api/cabinet (direct, ${database})`.padEnd(40) +
      `${direct.rps.toFixed(0).padStart(8)} req/s   p50 ${String(direct.p50).padStart(4)} ms   p99 ${String(direct.p99).padStart(5)} ms   goal >= 1500 req/s on PostgreSQL${direct.rps >= 1500 ? '   goal met' : ''}`,
  );
  console.log(
    'query cabinet (gateway)'.padEnd(40) +
      `${gateway.rps.toFixed(0).padStart(8)} req/s   p50 ${String(gateway.p50).padStart(4)} ms   p99 ${String(gateway.p99).padStart(5)} ms   gateway/direct ${rate.toFixed(2)}x   goal >= 0.85x${rate >= 0.85 ? '   goal met' : ''}`,
  );
}
