import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

export const ReferralAlias = Type.Object(
  {
    code: Type.Union([Type.String(), Type.Null()], {
      description: 'The referral code, null for an unknown alias',
    }),
  },
  { $id: 'ReferralAlias', title: 'ReferralAlias' },
);

export const ReferralVisit = Type.Object(
  {
    registered: Type.Boolean({
      description: 'false when this visitor already came by this link within the last 24 hours',
    }),
  },
  { $id: 'ReferralVisit', title: 'ReferralVisit' },
);

export const MyReferral = Type.Object(
  {
    nickname: Type.String(),
    joinedAt: Type.String({ format: 'date-time' }),
    hours: Type.Integer({ minimum: 0, description: 'Whole hours played that earned coins' }),
    coins: Type.Integer({ minimum: 0, description: 'Coins received for this referral' }),
    active: Type.Boolean({ description: 'false once the referral missed a week: nothing more accrues' }),
  },
  { $id: 'MyReferral', title: 'MyReferral' },
);

export const ReferralSummary = Type.Object(
  {
    code: Type.String({ description: 'The invitation code: the link is `/r/{code}`' }),
    coinsPerHour: Type.Integer({ minimum: 0 }),
    totalCoins: Type.Integer({ minimum: 0, description: 'Coins received for all referrals' }),
    totalHours: Type.Integer({ minimum: 0, description: 'Hours played by all referrals that earned coins' }),
    referrals: Type.Array(ref(MyReferral)),
  },
  { $id: 'ReferralSummary', title: 'ReferralSummary' },
);

export const referralSchemas = [ReferralAlias, ReferralVisit, MyReferral, ReferralSummary];

/** Codes as invitation links carry them. */
export const REFERRAL_CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';
