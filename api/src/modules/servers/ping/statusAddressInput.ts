import { isIP } from 'node:net';

import { AppError, type LocalizedText } from '../../../platform/errors/AppError.js';
import {
  AddressRefused,
  formatServerAddress,
  parseServerAddress,
  requireReachable,
  type AddressProblem,
} from './serverAddress.js';

const PROBLEMS: Record<AddressProblem, LocalizedText> = {
  syntax: {
    ru: 'Адрес должен быть вида host, host:port или [IPv6]:port',
    en: 'The address must be host, host:port or [IPv6]:port',
  },
  port: { ru: 'Порт должен быть числом от 1 до 65535', en: 'The port must be a number from 1 to 65535' },
  private: {
    ru: 'Локальные, частные и link-local адреса запрещены настройкой GAME_SERVER_PRIVATE_ADDRESSES',
    en: 'Loopback, private and link-local addresses are not allowed (GAME_SERVER_PRIVATE_ADDRESSES)',
  },
};

/**
 * A status address as staff typed it, checked and written in one form, or a translated 400. An IP
 * literal is checked here; a host name is checked each time the poller resolves it (DNS may change).
 */
export function checkedStatusAddress(
  text: string | null,
  allowPrivate: boolean,
  field = 'statusAddress',
): string | null {
  if (text === null) return null;
  try {
    const address = parseServerAddress(text);
    if (isIP(address.host) !== 0) requireReachable(address.host, allowPrivate);
    return formatServerAddress(address);
  } catch (error) {
    if (error instanceof AddressRefused)
      throw new AppError('VALIDATION_FAILED', PROBLEMS[error.problem], { field });
    throw error;
  }
}
