// The auth state of spec §3. Sign-in itself arrives with the accounts feature; the shape, the cookies
// that carry it and the guards that read it exist now so every screen is guarded from the start.

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

/** A tree of dotted permission paths (spec §6): `{ web: { documents: { create: true } } }`. */
export interface PermissionTree {
  [key: string]: PermissionTree | boolean | undefined;
}

/** The details the api sends with error_code -7, kept until the second factor is confirmed. */
export interface PendingTwoFactor {
  userId: number;
  login: string;
  avatarOrSkin: AvatarOrSkin | null;
}

export interface AuthState {
  currentUser: CurrentUser | null;
  permissions: PermissionTree;
  preferredServer: string | null;
  coins: number;
  balance: number;
  managers: { ban: BanManager };
  accessId: string | null;
  accessToken: string | null;
}

export const SIGNED_OUT: AuthState = {
  currentUser: null,
  permissions: {},
  preferredServer: null,
  coins: 0,
  balance: 0,
  managers: { ban: { isBanned: false, unbanPrice: 0 } },
  accessId: null,
  accessToken: null,
};

/** Spec §6: a visitor becomes a player when both the access id and the token are present. */
export function isSignedIn(state: Pick<AuthState, 'accessId' | 'accessToken'>): boolean {
  return Boolean(state.accessId) && Boolean(state.accessToken);
}

/** Spec §6: a permission check passes only if the whole dotted path resolves to a truthy value. */
export function hasPermission(tree: PermissionTree, path: string): boolean {
  let node: PermissionTree | boolean | undefined = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = node[key];
  }
  return Boolean(node);
}
