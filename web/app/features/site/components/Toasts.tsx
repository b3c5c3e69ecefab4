import { notificationsStore, useNotifications } from '@mantine/notifications';
import { useState } from 'react';

import { TOASTS } from '../../../platform/behaviour/behaviourConstants';
import { afterHydration } from '../../../ui/afterHydration';

// The toast list and its transitions load with the first toast, not with every page: the store that
// notify() writes to is tiny and keeps what was shown until the list is there to draw it.
const ToastList = afterHydration(() => import('./ToastList').then((module) => module.ToastList));

// The list applies its limit when it mounts; the store must know it from the start, so toasts queued
// before then are split the same way.
notificationsStore.updateState((state) => ({
  ...state,
  limit: TOASTS.limit,
  defaultPosition: TOASTS.position,
}));

/** docs/product.md#site toasts: Mantine's list, mounted once there is something to show. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  if (!shown && notifications.length + queue.length === 0) return null;
  return <ToastList />;
}
