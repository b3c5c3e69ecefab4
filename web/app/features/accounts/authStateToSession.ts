import type { AuthStateFieldsFragment } from '../../generated/graphql';
import type { PermissionTree } from '../../platform/auth/authState';
import type { SessionAccount } from '../../platform/session/sessionInfo';

function isPermissionTree(value: unknown): value is PermissionTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts of an auth response the page may hold: who is signed in and what they may do. */
export function authStateToSession(state: AuthStateFieldsFragment): {
  account: SessionAccount;
  permissions: PermissionTree;
} {
  return {
    account: {
      id: state.data.id,
      login: state.data.login,
      avatarOrSkin: state.data.avatarOrSkin ?? null,
      coins: state.coins,
      balance: state.balance,
      preferredServer: state.preferredServer ?? null,
      isBanned: state.managers.ban.isBanned,
      unbanPrice: state.managers.ban.unbanPrice,
      region: state.region?.region ?? null,
    },
    permissions: isPermissionTree(state.permissions) ? state.permissions : {},
  };
}
