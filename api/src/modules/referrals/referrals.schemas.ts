import { Type } from 'typebox';

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

export const referralSchemas = [ReferralAlias, ReferralVisit];

/** Codes as invitation links carry them. */
export const REFERRAL_CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';
