import { Notifications } from '@mantine/notifications';

import { TOASTS } from '../../../platform/behaviour/behaviourConstants';

/**
 * Mantine's toast list, in a module of its own: importing the package dynamically would keep all of it
 * (this list included) in the first load next to the store that notify() uses (Toasts.tsx).
 */
export function ToastList() {
  return (
    <Notifications
      position={TOASTS.position}
      autoClose={TOASTS.autoClose}
      transitionDuration={TOASTS.transitionDuration}
      limit={TOASTS.limit}
    />
  );
}
