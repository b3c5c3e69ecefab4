import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import type { Mailer } from '../../platform/mail/Mailer.js';
import { THROTTLE_RULES, type Throttle } from '../../platform/throttle/throttle.js';
import type { AccountHistory } from '../../platform/identity/accountHistory.repository.js';
import type { SessionsRepository } from '../../platform/identity/sessions.repository.js';
import type { UsersRepository } from '../../platform/identity/users.repository.js';
import { PASSWORD_MISMATCH, passwordProblem } from '../accounts/index.js';

export interface PasswordChangeInput {
  userId: number;
  sessionId: string;
  currentPassword: string | undefined;
  password: string;
  passwordConfirmation: string;
  locale: Locale;
  ip: string;
}

export interface PasswordChangeDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: Throttle;
  history: AccountHistory;
  mailer: Mailer;
  clock: () => Date;
}

/**
 * `user/settings/password/update`: the current password proves it is the owner (an account made through
 * an identity provider sets its first one without); every other session ends.
 */
export async function changePassword(deps: PasswordChangeDeps, input: PasswordChangeInput): Promise<void> {
  const user = await deps.users.findById(input.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const key = `password:account:${user.id}`;
  if (user.passwordHash !== null) {
    await deps.throttle.assertAllowed(key, THROTTLE_RULES.loginPerAccount);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
      await deps.throttle.recordFailure(key);
      throw new AppError(
        'VALIDATION_FAILED',
        { ru: 'Текущий пароль введён неверно', en: 'The current password is wrong' },
        { field: 'currentPassword' },
      );
    }
  }
  const problem = passwordProblem(input.password, user.login);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'password' });
  if (input.password !== input.passwordConfirmation) {
    throw new AppError('VALIDATION_FAILED', PASSWORD_MISMATCH, { field: 'passwordConfirmation' });
  }
  await deps.users.setPasswordHash(user.id, await hashPassword(input.password));
  await deps.sessions.terminateAll(user.id, deps.clock(), input.sessionId);
  await deps.history.add(user.id, 'password', user.passwordHash === null ? 'set' : 'changed', {}, input.ip);
  if (user.email) {
    await deps.mailer.send({
      to: user.email,
      locale: input.locale,
      letter: 'passwordChanged',
      data: { login: user.login, ip: input.ip },
    });
  }
}
