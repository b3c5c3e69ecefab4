import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { getI18n } from '../platform/i18n/getI18n';
import type { Language } from '../platform/i18n/languages';
import { mantineTheme } from '../platform/theme/mantineTheme';

/** Renders a component with what the root Layout gives every page: i18n, Mantine and a router. */
export function renderWithProviders(ui: ReactElement, { lang = 'en' }: { lang?: Language } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [`/${lang}`] });
  return render(
    <I18nextProvider i18n={getI18n(lang)}>
      <MantineProvider theme={mantineTheme} defaultColorScheme="dark">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}
