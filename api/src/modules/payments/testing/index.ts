// What tests and the shared test helpers (the wipe-day bench) may use of the payments module.
export { TEST_SIGNATURE_HEADER, testSignature } from '../providers/TestProvider.js';
