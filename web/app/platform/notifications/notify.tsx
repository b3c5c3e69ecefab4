import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';

import { NOTIFICATIONS, TOASTS } from '../behaviour/behaviourConstants';

/** docs/product.md#site Notification: type (default, success, warn, error), text, optional title. */
export type NotificationType = 'default' | 'success' | 'warn' | 'error';

/**
 * docs/product.md#site: a notification (the default) tells what a player's action did, briefly; a toast
 * carries what the site raises itself (the api's errors, a new version), shown longer.
 */
export type NoticeKind = 'notification' | 'toast';

export interface AppNotification {
  type?: NotificationType;
  kind?: NoticeKind;
  text: string;
  title?: string;
  /** Keeps one toast per id (e.g. the new-version offer) instead of stacking copies. */
  id?: string;
  /** false keeps the toast until it is closed. */
  autoClose?: number | false;
  /** One button under the text, e.g. "Reload". */
  action?: { label: string; onClick: () => void };
}

const COLORS: Record<NotificationType, string | undefined> = {
  default: undefined,
  success: 'teal',
  warn: 'yellow',
  error: 'red',
};

/** Mantine's list has one transition for all; each kind sets its own speed, and a notification its width. */
export function noticeLook(kind: NoticeKind): { autoClose: number; style: CSSProperties } {
  const { autoClose, transitionDuration } = kind === 'toast' ? TOASTS : NOTIFICATIONS;
  // The list animates opacity, transform and max-height: one duration each.
  const speed = Array.from({ length: 3 }, () => `${transitionDuration}ms`).join(', ');
  return {
    autoClose,
    style:
      kind === 'toast'
        ? { transitionDuration: speed }
        : { transitionDuration: speed, maxWidth: NOTIFICATIONS.width, marginInlineStart: 'auto' },
  };
}

// Mantine orders a corner's toasts by priority, then age: a rising priority puts the newest on top and
// lets the limit of 10 hide the oldest (docs/product.md#site: newest first).
let priority = 0;

export function notify({
  type = 'default',
  kind = 'notification',
  text,
  title,
  id,
  autoClose,
  action,
}: AppNotification): string {
  priority += 1;
  const look = noticeLook(kind);
  const message = action ? (
    <Stack gap="xs" align="flex-start">
      <span>{text}</span>
      <Button size="compact-sm" variant="light" onClick={action.onClick}>
        {action.label}
      </Button>
    </Stack>
  ) : (
    text
  );
  return notifications.show({
    ...(id ? { id } : {}),
    autoClose: autoClose ?? look.autoClose,
    style: look.style,
    title,
    message,
    color: COLORS[type],
    priority,
    withBorder: true,
  });
}
