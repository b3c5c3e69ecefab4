export { isReferralCode, referralCodeOf, referralCookie } from './referralCookie';
