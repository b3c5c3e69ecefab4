// The pieces of the auth state of docs/product.md#accounts that the site's session, guards and forms share; the session
// itself is read per request (readAuthState.server.ts) and kept in platform/session.

export interface AvatarOrSkin {
  id: number;
  extension: string;
  /** 'SKIN' when the head is cut from the skin, otherwise an uploaded avatar. */
  type: string;
}

export interface CurrentUser {
  id: number;
  login: string;
  avatarOrSkin: AvatarOrSkin | null;
}

export interface BanManager {
  isBanned: boolean;
  unbanPrice: number;
}

/** A tree of dotted permission paths (docs/product.md#permissions): `{ web: { documents: { create: true } } }`. */
export interface PermissionTree {
  [key: string]: PermissionTree | boolean | undefined;
}

/** The details the api sends with error_code -7, kept until the second factor is confirmed. */
export interface PendingTwoFactor {
  userId: number;
  login: string;
  avatarOrSkin: AvatarOrSkin | null;
}

/**
 * docs/product.md#permissions: a path passes when `true` stands at it or at a branch above it (as the
 * api decides); a branch asked for itself also passes when something under it is granted, so a menu
 * shows for whoever holds one of its screens.
 */
export function hasPermission(tree: PermissionTree, path: string): boolean {
  let node: PermissionTree | boolean | undefined = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = node[key];
    if (node === true) return true;
  }
  return Boolean(node);
}
