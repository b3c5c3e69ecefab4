import { AppError, type LocalizedText } from '../../platform/errors/AppError.js';
import type {
  DefaultSettingsInput,
  PaymentSettingsInput,
  RewardSettingsInput,
  SocialSettingsInput,
} from './siteSettings.schemas.js';

/** docs/product.md#money: a top-up bonus is at most 50 percent. */
export const MAX_BONUS_PERCENT = 50;
/** Far above any real figure; keeps a typo from paying out millions of coins. */
export const MAX_REWARD_COINS = 100_000;
export const MAX_GAP_DAYS = 365;

/** The first fault of a section, as the 400 the staff form shows beside its field. */
function refuse(field: string, text: LocalizedText): never {
  throw new AppError('VALIDATION_FAILED', text, { field });
}

const whole = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/** An empty link hides its button; anything else is an absolute http(s) address. */
export function isLinkAddress(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export function checkSocial(input: SocialSettingsInput): SocialSettingsInput {
  const links = Object.fromEntries(
    Object.entries(input.links).map(([key, value]) => [key, value.trim()]),
  ) as SocialSettingsInput['links'];
  for (const [key, value] of Object.entries(links)) {
    if (!isLinkAddress(value))
      refuse(`links.${key}`, {
        ru: 'Ссылка начинается с http:// или https:// (или оставьте поле пустым)',
        en: 'A link starts with http:// or https:// (or leave the field empty)',
      });
  }
  for (const [key, value] of Object.entries(input.counts)) {
    if (!whole(value, 0, 1_000_000_000))
      refuse(`counts.${key}`, {
        ru: 'Число подписчиков — целое число не меньше нуля',
        en: 'A follower count is a whole number, zero or more',
      });
  }
  return { links, counts: input.counts };
}

export function checkPayments(input: PaymentSettingsInput): PaymentSettingsInput {
  input.bonusTiers.forEach((tier, index) => {
    if (!whole(tier.fromRubles, 1, 10_000_000))
      refuse(`bonusTiers.${index}.fromRubles`, {
        ru: 'Порог — целое число рублей больше нуля',
        en: 'A threshold is a whole number of rubles above zero',
      });
    if (!whole(tier.percent, 1, MAX_BONUS_PERCENT))
      refuse(`bonusTiers.${index}.percent`, {
        ru: `Бонус — целое число процентов от 1 до ${MAX_BONUS_PERCENT}`,
        en: `A bonus is a whole percent from 1 to ${MAX_BONUS_PERCENT}`,
      });
    const previous = input.bonusTiers[index - 1];
    if (previous !== undefined && tier.fromRubles <= previous.fromRubles)
      refuse(`bonusTiers.${index}.fromRubles`, {
        ru: 'Пороги идут по возрастанию, без повторов',
        en: 'Thresholds go up, each above the one before',
      });
  });
  return input;
}

export function checkRewards(input: RewardSettingsInput): RewardSettingsInput {
  const coins = {
    ru: `Монеты — целое число от 0 до ${MAX_REWARD_COINS}`,
    en: `Coins are a whole number from 0 to ${MAX_REWARD_COINS}`,
  };
  if (!whole(input.bonusCoinsMin, 0, MAX_REWARD_COINS)) refuse('bonusCoinsMin', coins);
  if (!whole(input.bonusCoinsMax, 0, MAX_REWARD_COINS)) refuse('bonusCoinsMax', coins);
  if (input.bonusCoinsMax < input.bonusCoinsMin)
    refuse('bonusCoinsMax', {
      ru: 'Наибольший бонус не меньше наименьшего',
      en: 'The highest bonus is at least the lowest',
    });
  if (!whole(input.referralCoinsPerHour, 0, MAX_REWARD_COINS)) refuse('referralCoinsPerHour', coins);
  if (!whole(input.referralMaxGapDays, 1, MAX_GAP_DAYS))
    refuse('referralMaxGapDays', {
      ru: `Перерыв — целое число дней от 1 до ${MAX_GAP_DAYS}`,
      en: `The gap is a whole number of days from 1 to ${MAX_GAP_DAYS}`,
    });
  return input;
}

/** The schema already allows only known languages and regions. */
export function checkDefaults(input: DefaultSettingsInput): DefaultSettingsInput {
  return input;
}
