import { Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';
import { LauncherAgentProvider } from '../features/launcher';
import { BrandLogo, LanguageSwitch } from '../features/site';
import classes from './CompactLayout.module.css';

function LauncherCompactFrame({ children }: { children: React.ReactNode }) {
  return (
    <LauncherAgentProvider>
      <div className={classes.root}>
        <Group justify="space-between" className={classes.top} wrap="nowrap">
          <BrandLogo />
          <LanguageSwitch />
        </Group>
        <main id="content" className={classes.main}>
          <Container size={480} w="100%">
            {children}
          </Container>
        </main>
      </div>
    </LauncherAgentProvider>
  );
}

/** The launcher's sign-in, registration, reset and ban screens: one card in the window. */
export default function LauncherCompactLayout() {
  return (
    <LauncherCompactFrame>
      <Outlet />
    </LauncherCompactFrame>
  );
}

export function ErrorBoundary() {
  return (
    <LauncherCompactFrame>
      <RouteError />
    </LauncherCompactFrame>
  );
}
