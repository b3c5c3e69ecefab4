import type { LocalizedText } from '../../platform/errors/AppError.js';
import type { DeliveryState } from '../delivery/index.js';

/** How far the command of a ban got, as the staff screen shows it on the row. */
export type BanDeliveryState = 'waiting' | 'delivered' | 'failed';

/**
 * Pending, handed out, being sent or replaced by a copy: still on its way. Uncertain or failed ones
 * wait for a staff decision on the deliveries screen, so the row says it did not arrive.
 */
export function banDeliveryState(state: DeliveryState): BanDeliveryState {
  if (state === 'done') return 'delivered';
  if (state === 'failed' || state === 'uncertain') return 'failed';
  return 'waiting';
}

/** The longest ban with an end; longer than this is a ban forever, which is chosen explicitly. */
export const MAX_BAN_DAYS = 3650;

export const GAME_BAN_ERRORS = {
  noBan: { en: 'There is no such game ban', ru: 'Такой игровой блокировки нет' },
  notActive: {
    en: 'This ban is already lifted or has ended; reload the list',
    ru: 'Эта блокировка уже снята или закончилась; обновите список',
  },
  noPlayer: {
    en: 'No player or account with this nickname',
    ru: 'Нет игрока или аккаунта с таким ником',
  },
  noServer: { en: 'There is no such game server', ru: 'Такого игрового сервера нет' },
  badReason: {
    en: 'The reason must be one line of text, up to 200 characters',
    ru: 'Причина должна быть одной строкой текста, не длиннее 200 символов',
  },
  duration: {
    en: 'Choose the number of days or "forever"',
    ru: 'Укажите число дней или выберите «навсегда»',
  },
} satisfies Record<string, LocalizedText>;
