import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export interface UnsavedChangesWarning {
  /** True while an in-app navigation waits for the writer's answer. */
  blocked: boolean;
  stay: () => void;
  leave: () => void;
  /** Lets the next navigation through without asking: call it right before leaving after a save. */
  release: () => void;
}

/**
 * While `dirty`, asks before work is lost: the browser's own prompt on reload or close, and (through
 * `UnsavedChangesModal`) a dialog for links inside the site. Query-string changes (tabs, modals) pass.
 */
export function useUnsavedChangesWarning(dirty: boolean): UnsavedChangesWarning {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    // A release is for one save; editing again after it is protected again.
    released.current = false;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return {
    blocked: blocker.state === 'blocked',
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
    },
    leave: () => {
      if (blocker.state === 'blocked') blocker.proceed();
    },
    release,
  };
}
