import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';
import { SocialCounts, SocialLinks } from '../main/index.js';

/*
 * Inputs carry types only: ranges, addresses and order are checked by siteSettingsRules.ts, which
 * answers each fault with a translated message naming its field (a schema failure would not).
 */

export const SocialSettingsInput = Type.Object(
  {
    links: Type.Object({
      discord: Type.String({ maxLength: 500 }),
      vk: Type.String({ maxLength: 500 }),
      messageLink: Type.String({ maxLength: 500 }),
      supportLink: Type.String({ maxLength: 500 }),
      youtube: Type.String({ maxLength: 500 }),
      telegram: Type.String({ maxLength: 500 }),
      twoFactorTelegram: Type.String({ maxLength: 500 }),
      twoFactorVk: Type.String({ maxLength: 500 }),
    }),
    counts: Type.Object({
      discord: Type.Integer(),
      vk: Type.Integer(),
      youtube: Type.Integer(),
      telegram: Type.Integer(),
    }),
  },
  { $id: 'SocialSettingsInput', title: 'SocialSettingsInput' },
);
export type SocialSettingsInput = Static<typeof SocialSettingsInput>;

export const BonusTierSetting = Type.Object(
  { fromRubles: Type.Integer(), percent: Type.Integer() },
  { $id: 'BonusTierSetting', title: 'BonusTierSetting' },
);

export const PaymentMethodSwitches = Type.Object(
  { card: Type.Boolean(), sbp: Type.Boolean(), crypto: Type.Boolean() },
  { $id: 'PaymentMethodSwitches', title: 'PaymentMethodSwitches' },
);
export type PaymentMethodSwitches = Static<typeof PaymentMethodSwitches>;

export const PaymentSettingsInput = Type.Object(
  {
    methods: ref(PaymentMethodSwitches),
    bonusTiers: Type.Array(ref(BonusTierSetting), { maxItems: 20 }),
  },
  { $id: 'PaymentSettingsInput', title: 'PaymentSettingsInput' },
);
export type PaymentSettingsInput = Static<typeof PaymentSettingsInput>;

export const RewardSettingsInput = Type.Object(
  {
    bonusCoinsMin: Type.Integer({ description: 'Daily bonus, lowest amount of coins' }),
    bonusCoinsMax: Type.Integer({ description: 'Daily bonus, highest amount of coins' }),
    referralCoinsPerHour: Type.Integer({ description: "Coins per whole hour of a referral's play" }),
    referralMaxGapDays: Type.Integer({ description: 'A referral idle longer than this stops earning' }),
  },
  { $id: 'RewardSettingsInput', title: 'RewardSettingsInput' },
);
export type RewardSettingsInput = Static<typeof RewardSettingsInput>;

export const DefaultSettingsInput = Type.Object(
  {
    language: Type.Union([Type.Literal('ru'), Type.Literal('en')], {
      description: 'The language of a visitor the site cannot place by address, cookie or browser',
    }),
    region: Type.Union([Type.Literal('auto'), Type.Literal('russia'), Type.Literal('global')], {
      description:
        'The region of a visitor with no stored choice (payment methods and prices); auto: from the language',
    }),
  },
  { $id: 'DefaultSettingsInput', title: 'DefaultSettingsInput' },
);
export type DefaultSettingsInput = Static<typeof DefaultSettingsInput>;

export const SiteSettings = Type.Object(
  {
    social: Type.Object({ links: ref(SocialLinks), counts: ref(SocialCounts) }),
    payments: Type.Object({
      methods: ref(PaymentMethodSwitches),
      bonusTiers: Type.Array(ref(BonusTierSetting)),
    }),
    rewards: Type.Object({
      bonusCoinsMin: Type.Integer(),
      bonusCoinsMax: Type.Integer(),
      referralCoinsPerHour: Type.Integer(),
      referralMaxGapDays: Type.Integer(),
    }),
    defaults: Type.Object({ language: Type.String(), region: Type.String() }),
  },
  { $id: 'SiteSettings', title: 'SiteSettings' },
);
export type SiteSettings = Static<typeof SiteSettings>;

export const siteSettingsSchemas = [
  SocialSettingsInput,
  BonusTierSetting,
  PaymentMethodSwitches,
  PaymentSettingsInput,
  RewardSettingsInput,
  DefaultSettingsInput,
  SiteSettings,
];
