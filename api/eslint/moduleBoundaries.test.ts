import path from 'node:path';

import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { moduleBoundaries } from './moduleBoundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, 'api/src', file);

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const refused = [{ messageId: 'deep' }];

describe('module boundaries', () => {
  tester.run('module-boundaries', moduleBoundaries, {
    valid: [
      // A module's own files, another module's index, the platform.
      {
        filename: at('modules/store/store.routes.ts'),
        code: "import { StoreService } from './store.service.js';",
      },
      { filename: at('modules/store/store.module.ts'), code: "import { BanState } from '../bans/index.js';" },
      {
        filename: at('modules/store/storeViews.service.ts'),
        code: "import type { Ledger } from '../../platform/ledger/Ledger.js';",
      },
      {
        filename: at('platform/modules/platform.module.ts'),
        code: "import { SessionsRepository } from '../../modules/accounts/index.js';",
      },
      { filename: at('modules/index.ts'), code: "import { mainModule } from './main/index.js';" },
      // A module's testing/index.ts, from tests, the shared test helpers and the demo.
      {
        filename: at('modules/servers/staff/connectionTest.test.ts'),
        code: "import { createSlpResponder } from '../../gameStats/testing/index.js';",
      },
      {
        filename: at('testing/index.ts'),
        code: "export { makeZip } from '../modules/launcher/testing/index.js';",
      },
      {
        filename: at('demo/simulateGameServers.ts'),
        code: "import { createRconServer } from '../modules/delivery/testing/index.js';",
      },
    ],
    invalid: [
      // Another module's inner files, in every form an import takes.
      ...[
        "import { UsersRepository } from '../accounts/users.repository.js';",
        "import type { DeliveryState } from '../delivery/deliveryOutbox.js';",
        "export { motdText } from '../servers/motd.js';",
        "export * from '../gameStats/ping/slpClient.js';",
        "const lazy = () => import('../looks/looks.service.js');",
        "vi.mock('../bans/siteBans.js');",
      ].map((code) => ({ filename: at('modules/store/storeViews.service.ts'), code, errors: refused })),
      // From outside every module: the platform, the app, the list of modules.
      {
        filename: at('platform/modules/platform.module.ts'),
        code: "import { SessionsRepository } from '../../modules/accounts/sessions.repository.js';",
        errors: refused,
      },
      {
        filename: at('app.ts'),
        code: "import { registerPublicCache } from './modules/main/publicCache.js';",
        errors: refused,
      },
      {
        filename: at('modules/index.ts'),
        code: "import { mainModule } from './main/main.module.js';",
        errors: refused,
      },
      // Test doubles stay out of production code, and their files stay behind testing/index.ts.
      {
        filename: at('modules/servers/staff/connectionTest.ts'),
        code: "import { createSlpResponder } from '../../gameStats/testing/index.js';",
        errors: refused,
      },
      {
        filename: at('testing/index.ts'),
        code: "export { makeZip } from '../modules/launcher/testing/makeZip.js';",
        errors: [
          { messageId: 'deep', data: { source: '../modules/launcher/testing/makeZip.js', name: 'launcher' } },
        ],
      },
    ],
  });

  it('is switched on for the api in the project lint (npm run lint)', async () => {
    const eslint = new ESLint({ cwd: root });
    const config = (await eslint.calculateConfigForFile(at('modules/store/store.service.ts'))) as {
      rules: Record<string, unknown[]>;
    };
    expect(config.rules['boundaries/module-boundaries']?.[0]).toBe(2);
  });
});
