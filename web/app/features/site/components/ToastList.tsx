import { Notifications } from '@mantine/notifications';

import { NOTIFICATIONS, TOASTS } from '../../../platform/behaviour/behaviourConstants';

/**
 * Mantine's toast list, in a module of its own: importing the package dynamically would keep all of it
 * (this list included) in the first load next to the store that notify() uses (Toasts.tsx).
 */
export function ToastList() {
  return (
    <Notifications
      position={TOASTS.position}
      autoClose={TOASTS.autoClose}
      // How long a leaving item stays mounted: the slower kind's. Each item animates at its own speed (notify.tsx).
      transitionDuration={Math.max(TOASTS.transitionDuration, NOTIFICATIONS.transitionDuration)}
      limit={TOASTS.limit}
    />
  );
}
