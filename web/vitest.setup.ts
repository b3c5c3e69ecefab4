import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import './app/platform/i18n/serverCatalogues';
import { modalStack } from './app/ui/modalStack';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The stack of open modals is module state: a test that leaves one open (or unmounts without its
  // close effect) would otherwise raise every later test's modals by its z-index steps.
  for (const id of modalStack.snapshot()) modalStack.close(id);
});
