import type { LocalizedText } from '../../platform/errors/AppError.js';

export const WIPE_ERRORS = {
  past: {
    en: 'A wipe can only be scheduled for a moment ahead',
    ru: 'Вайп можно назначить только на время в будущем',
  },
  noWipe: { en: 'There is no such wipe', ru: 'Такого вайпа нет' },
  notAhead: {
    en: 'This wipe is already cancelled or has happened; reload the list',
    ru: 'Этот вайп уже отменён или уже прошёл; обновите список',
  },
} satisfies Record<string, LocalizedText>;
