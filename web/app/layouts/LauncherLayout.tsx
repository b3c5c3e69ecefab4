import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';
import { LauncherAgentProvider, LauncherNav } from '../features/launcher';
import classes from './LauncherLayout.module.css';

function LauncherFrame({ children }: { children: React.ReactNode }) {
  return (
    <LauncherAgentProvider>
      <div className={classes.root}>
        <LauncherNav />
        <main id="content" className={classes.main}>
          <Container size="md" py="lg">
            {children}
          </Container>
        </main>
      </div>
    </LauncherAgentProvider>
  );
}

/** Launcher pages inside the desktop window: a rail on the left, the page beside it. */
export default function LauncherLayout() {
  return (
    <LauncherFrame>
      <Outlet />
    </LauncherFrame>
  );
}

export function ErrorBoundary() {
  return (
    <LauncherFrame>
      <RouteError />
    </LauncherFrame>
  );
}
