import type { AvatarOrSkin, PendingTwoFactor, PermissionTree } from '../auth/authState';

/** The signed-in player as the header and the cabinet show them (docs/product.md#accounts auth state, no tokens). */
export interface SessionAccount {
  id: number;
  login: string;
  avatarOrSkin: AvatarOrSkin | null;
  coins: number;
  balance: number;
  preferredServer: string | null;
  isBanned: boolean;
  /** Rubles; what lifting the game servers' bans costs (docs/product.md#accounts managers.ban). */
  unbanPrice: number;
  /** The region stored for the account (user/set-region), null when none. */
  region: 'russia' | 'global' | null;
}

/** What the guards know of the visitor; the tokens themselves never leave the web server. */
export interface SessionInfo {
  signedIn: boolean;
  /** Null for a visitor, and for a signed-in player whose state could not be read (api down). */
  account: SessionAccount | null;
  pendingTwoFactor: PendingTwoFactor | null;
  permissions: PermissionTree;
  /** The launcher agent's address in launcher mode (docs/product.md#accounts), else null. */
  launcherHost: string | null;
}

/** The site's public configuration, sent to the browser with the first page. */
export interface SiteConfig {
  /** Canonical links point here (docs/product.md#accounts); alternates are dropped on any other host. */
  primaryOrigin: string;
  paymentSuccessUrl: string | undefined;
  buildVersion: string;
}

export const VISITOR: SessionInfo = {
  signedIn: false,
  account: null,
  pendingTwoFactor: null,
  permissions: {},
  launcherHost: null,
};

export const LAUNCHER_HOST_COOKIE = 'launcher_host';

/**
 * The launcher agent listens on this machine only (ARCHITECTURE: 127.0.0.1); any other `host` is
 * ignored, so a crafted link cannot point the page at a foreign server.
 */
export function parseLauncherHost(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(?:https?:\/\/)?(127\.0\.0\.1|localhost|\[::1\]):(\d{1,5})\/?$/.exec(value.trim());
  if (!match) return null;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? `http://${match[1]}:${port}` : null;
}

/** Session cookie: launcher mode lasts as long as the launcher's window. */
export function launcherHostCookie(host: string): string {
  return `${LAUNCHER_HOST_COOKIE}=${encodeURIComponent(host)}; Path=/; SameSite=Lax`;
}
