import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** docs/product.md#site Notification: type (default, success, warn, error), text, optional title. */
export type NotificationType = 'default' | 'success' | 'warn' | 'error';

export interface AppNotification {
  type?: NotificationType;
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

// Mantine orders a corner's toasts by priority, then age: a rising priority puts the newest on top and
// lets the limit of 10 hide the oldest (docs/product.md#site: newest first).
let priority = 0;

export function notify({ type = 'default', text, title, id, autoClose, action }: AppNotification): string {
  priority += 1;
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
    ...(autoClose !== undefined ? { autoClose } : {}),
    title,
    message,
    color: COLORS[type],
    priority,
    withBorder: true,
  });
}
