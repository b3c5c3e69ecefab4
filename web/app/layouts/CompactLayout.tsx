import { Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';
import { BrandLogo, ColorSchemeToggle, LanguageSwitch } from '../features/site';
import classes from './CompactLayout.module.css';

function CompactFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className={classes.root}>
      <Group justify="space-between" className={classes.top} wrap="nowrap">
        <BrandLogo />
        <Group gap={4} wrap="nowrap">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <main id="content" className={classes.main}>
        <Container size={560} w="100%">
          {children}
        </Container>
      </main>
    </div>
  );
}

/** Sign-in, registration, 2FA and recovery: one focused column, no navigation to wander off to. */
export default function CompactLayout() {
  return (
    <CompactFrame>
      <Outlet />
    </CompactFrame>
  );
}

export function ErrorBoundary() {
  return (
    <CompactFrame>
      <RouteError />
    </CompactFrame>
  );
}
