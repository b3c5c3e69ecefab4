export { isReferralCode, referralCookie } from './referralCookie';
