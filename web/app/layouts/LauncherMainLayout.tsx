import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';
import { LauncherAgentProvider, LauncherNav } from '../features/launcher';
import classes from './LauncherMainLayout.module.css';

function LauncherMainFrame({ children }: { children: React.ReactNode }) {
  return (
    <LauncherAgentProvider>
      <div className={classes.root}>
        <LauncherNav />
        <main id="content" className={classes.main}>
          {children}
        </main>
      </div>
    </LauncherAgentProvider>
  );
}

/** The launcher's home: the chosen server's art fills the window behind the play area. */
export default function LauncherMainLayout() {
  return (
    <LauncherMainFrame>
      <Outlet />
    </LauncherMainFrame>
  );
}

export function ErrorBoundary() {
  return (
    <LauncherMainFrame>
      <RouteError />
    </LauncherMainFrame>
  );
}
