import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

export const BonusSteps = Type.Object(
  {
    linked: Type.Boolean({ description: 'A VK account is a sign-in method of this account' }),
    subscribed: Type.Boolean({ description: 'VK groups.isMember says yes' }),
    messaged: Type.Boolean({ description: 'The VK account wrote to the community' }),
  },
  { $id: 'BonusSteps', title: 'BonusSteps' },
);

export const BonusStatus = Type.Object(
  {
    available: Type.Boolean({ description: 'false: no VK community is configured' }),
    groupUrl: Type.Union([Type.String(), Type.Null()]),
    steps: ref(BonusSteps),
    ready: Type.Boolean({ description: 'Every step done and 24 h since the last bonus' }),
    nextClaimAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the next bonus opens; null: not waiting',
    }),
    coinsMin: Type.Integer(),
    coinsMax: Type.Integer(),
  },
  { $id: 'BonusStatus', title: 'BonusStatus' },
);

export const BonusGiven = Type.Object(
  {
    coins: Type.Integer({ description: 'Coins given' }),
    balanceCoins: Type.Integer({ description: 'Site coins after the bonus' }),
    nextClaimAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'BonusGiven', title: 'BonusGiven' },
);

export const bonusSchemas = [BonusSteps, BonusStatus, BonusGiven];
