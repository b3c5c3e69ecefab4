import { replayableHeaders } from './responseCache.js';

/**
 * An answer to a JSON POST as the listener writes it: Mesh's fetch Response read once, or a known
 * query's answer built without one (knownQueries.ts).
 */
export interface GatewayAnswer {
  status: number;
  /** Lower-case names, without the hop's own headers and without set-cookie (replayableHeaders). */
  headers: Readonly<Record<string, string>>;
  /** Cookies the answer sets (the api's sign-in answers through Mesh). */
  cookies: string[];
  payload: Buffer;
}

export async function readAnswer(response: Response): Promise<GatewayAnswer> {
  return {
    status: response.status,
    headers: replayableHeaders(response.headers.entries()),
    cookies: response.headers.getSetCookie(),
    payload: Buffer.from(await response.arrayBuffer()),
  };
}
