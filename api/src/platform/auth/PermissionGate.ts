import type { PermissionTreeValue } from '../../db/schema/accounts.js';
import { AppError } from '../errors/AppError.js';
import type { AuthenticatedUser } from './AuthService.js';
import { hasPermission, mergePermissionTrees } from './permissions.js';

interface PermissionSource {
  permissionTrees(userId: number): Promise<PermissionTreeValue[]>;
}

export interface PermittedUser extends AuthenticatedUser {
  can: (path: string) => boolean;
}

/**
 * What a signed-in user may do, reading their role groups on every call. routeAccess.ts calls it once
 * for a route that declares a permission (handlers read staffUser(request)); a handler whose check
 * depends on the request calls `of` itself.
 */
export class PermissionGate {
  constructor(private readonly users: PermissionSource) {}

  async of(user: AuthenticatedUser): Promise<PermittedUser> {
    const tree = mergePermissionTrees(await this.users.permissionTrees(user.userId));
    return { ...user, can: (path) => hasPermission(tree, path) };
  }

  /** The user when they hold every given permission; a translated 403 otherwise. */
  async require(user: AuthenticatedUser, ...paths: string[]): Promise<PermittedUser> {
    const permitted = await this.of(user);
    if (!paths.every((path) => permitted.can(path))) throw forbidden();
    return permitted;
  }
}

export function forbidden(): AppError {
  return new AppError('FORBIDDEN', {
    ru: 'У вас нет прав на это действие',
    en: 'You do not have permission to do this',
  });
}
