import { describe, expect, it } from 'vitest';

import { errorCatalogue } from './errorCatalogue.js';
import { errorCodeModule } from './errorCodeModule.js';

describe('the generated error-code table', () => {
  it('holds every entry of the catalogue with its code and status', () => {
    const module = errorCodeModule();
    for (const [name, entry] of Object.entries(errorCatalogue))
      expect(module).toContain(
        `  ${name}: { errorCode: ${entry.errorCode}, httpStatus: ${entry.httpStatus} },`,
      );
    expect(module).toContain('PENDING_2FA: { errorCode: -7, httpStatus: 403 }');
  });
});
