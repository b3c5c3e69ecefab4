import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import classes from './ColorSchemeToggle.module.css';

/** Dark first; the choice is kept in localStorage and applied before paint by ColorSchemeScript. */
export function ColorSchemeToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('dark');
  // The server renders dark; the saved scheme is known only in the browser, so the label follows it
  // after mount and hydration matches the server's HTML.
  const mounted = useMounted();
  const next = mounted && computed === 'light' ? 'dark' : 'light';

  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => {
        setColorScheme(next);
      }}
      aria-label={next === 'light' ? t('colorScheme.toLight') : t('colorScheme.toDark')}
      data-testid="color-scheme-toggle"
    >
      {/* Both icons render; CSS shows the right one, so there is nothing to mismatch on hydration. */}
      <IconSun size={20} className={classes.sun} aria-hidden />
      <IconMoon size={20} className={classes.moon} aria-hidden />
    </ActionIcon>
  );
}
