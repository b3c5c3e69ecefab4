import { defaultLocale } from '../../platform/locale.js';
import { BONUS_COINS_MAX, BONUS_COINS_MIN } from '../bonus/index.js';
import type { SocialCounts, SocialLinks } from '../main/index.js';
import type { BonusTier } from '../payments/index.js';
import { REFERRAL_COINS_PER_HOUR, REFERRAL_MAX_GAP_DAYS } from '../referrals/index.js';
import type { SiteSettings } from './siteSettings.schemas.js';

/** One database row (`site_settings.key`) per group; social keeps the two keys the seed has always written. */
export const SETTINGS_KEYS = {
  counts: 'social.counts',
  links: 'social.links',
  payments: 'payments',
  rewards: 'rewards',
  defaults: 'defaults',
} as const;

export const defaultCounts: SocialCounts = { discord: 0, vk: 0, youtube: 0, telegram: 5991 };
export const defaultLinks: SocialLinks = {
  discord: '',
  vk: '',
  messageLink: '',
  supportLink: '',
  youtube: '',
  telegram: 'https://t.me/lodestone_network',
  twoFactorTelegram: '',
  twoFactorVk: '',
};

/** What applies while nothing is stored: the code's figures, the tiers from PAYMENTS_BONUS_TIERS. */
export function settingsDefaults(bonusTiers: BonusTier[]): SiteSettings {
  return {
    social: { links: defaultLinks, counts: defaultCounts },
    payments: { methods: { card: true, sbp: true, crypto: true }, bonusTiers },
    rewards: {
      bonusCoinsMin: BONUS_COINS_MIN,
      bonusCoinsMax: BONUS_COINS_MAX,
      referralCoinsPerHour: REFERRAL_COINS_PER_HOUR,
      referralMaxGapDays: REFERRAL_MAX_GAP_DAYS,
    },
    defaults: { language: defaultLocale, region: 'auto' },
  };
}

/** Stored values override the defaults key by key; a value of the wrong type is ignored. */
export function mergeFlat<T extends Record<string, string | number | boolean>>(
  defaults: T,
  stored: unknown,
): T {
  const result: Record<string, string | number | boolean> = { ...defaults };
  if (typeof stored === 'object' && stored !== null) {
    for (const [key, value] of Object.entries(stored)) {
      if (key in defaults && typeof value === typeof defaults[key])
        result[key] = value as string | number | boolean;
    }
  }
  return result as T;
}
