/** The intent the login page's action answers with the legacy exchange (LegacyExchange posts it). */
export const LEGACY_SIGN_IN_INTENT = 'legacy';
