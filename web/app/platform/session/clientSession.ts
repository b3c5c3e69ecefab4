import { VISITOR, type SessionInfo, type SiteConfig } from './sessionInfo';

// The browser's copy of the session and config the root loader sent with the first page. Client
// navigation guards read it; sign-in, sign-out and the 2FA step update it.

let session: SessionInfo = VISITOR;
let config: SiteConfig | undefined;
const listeners = new Set<() => void>();

export const clientSession = {
  get: (): SessionInfo => session,
  config: (): SiteConfig | undefined => config,
  /** Called with the root loader's data during the first render. */
  hydrate(next: SessionInfo, nextConfig: SiteConfig): void {
    // Once per page: later renders must not undo what sign-in or the 2FA step changed since.
    if (config) return;
    session = next;
    config = nextConfig;
  },
  update(patch: Partial<SessionInfo>): void {
    session = { ...session, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
