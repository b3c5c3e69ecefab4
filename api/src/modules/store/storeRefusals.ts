import type { QuoteRefusal } from './storeRules.js';

/** Why a purchase cannot be made, in the player's words (the buy and the quote say the same). */
export const REFUSALS: Record<QuoteRefusal, { ru: string; en: string }> = {
  stack_same_role: {
    ru: 'Эта привилегия у вас уже есть: её можно только продлить',
    en: 'You already hold this role: it can only be extended',
  },
  already_forever: {
    ru: 'Эта привилегия у вас уже навсегда',
    en: 'You already hold this role forever',
  },
  replace_forever: {
    ru: 'Вечную привилегию нельзя заменить: выберите «сложить»',
    en: 'A role held forever cannot be replaced: choose "stack"',
  },
};
