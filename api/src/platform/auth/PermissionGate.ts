import type { FastifyRequest } from 'fastify';

import type { PermissionTreeValue } from '../../db/schema/accounts.js';
import { AppError } from '../errors/AppError.js';
import type { AuthenticatedUser, AuthService } from './AuthService.js';
import { hasPermission, mergePermissionTrees } from './permissions.js';

interface PermissionSource {
  permissionTrees(userId: number): Promise<PermissionTreeValue[]>;
}

export interface PermittedUser extends AuthenticatedUser {
  can: (path: string) => boolean;
}

/** Signs the request in and answers what it may do, reading the role groups on every call. */
export class PermissionGate {
  constructor(
    private readonly auth: AuthService,
    private readonly users: PermissionSource,
  ) {}

  async user(request: FastifyRequest): Promise<PermittedUser> {
    const user = await this.auth.require(request);
    const tree = mergePermissionTrees(await this.users.permissionTrees(user.userId));
    return { ...user, can: (path) => hasPermission(tree, path) };
  }

  /** The signed-in user when they hold every given permission; a translated 403 otherwise. */
  async require(request: FastifyRequest, ...paths: string[]): Promise<PermittedUser> {
    const user = await this.user(request);
    if (!paths.every((path) => user.can(path))) throw forbidden();
    return user;
  }
}

export function forbidden(): AppError {
  return new AppError('FORBIDDEN', {
    ru: 'У вас нет прав на это действие',
    en: 'You do not have permission to do this',
  });
}
