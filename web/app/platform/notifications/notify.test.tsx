import { notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';

import { NOTIFICATIONS, TOASTS } from '../behaviour/behaviourConstants';
import { noticeLook, notify } from './notify';

const shown = (id: string) => notificationsStore.getState().notifications.find((item) => item.id === id);

describe('notify', () => {
  beforeEach(() => {
    notificationsStore.setState({ notifications: [], queue: [], defaultPosition: 'top-right', limit: 10 });
  });

  it('shows a notification for 3 s, 300 px wide, sliding over 300 ms', () => {
    const id = notify({ type: 'success', text: 'Saved' });
    expect(shown(id)?.autoClose).toBe(3000);
    expect(shown(id)?.style).toMatchObject({
      maxWidth: 300,
      transitionDuration: '300ms, 300ms, 300ms',
    });
  });

  it('shows a toast for 5 s at the toasts speed and the full width', () => {
    const id = notify({ type: 'error', kind: 'toast', text: 'The server refused' });
    expect(shown(id)?.autoClose).toBe(5000);
    expect(shown(id)?.style).toEqual({ transitionDuration: '200ms, 200ms, 200ms' });
  });

  it('keeps an explicit duration, including "until closed"', () => {
    expect(shown(notify({ text: 'Stays', autoClose: false }))?.autoClose).toBe(false);
    expect(shown(notify({ text: 'Short', kind: 'toast', autoClose: 1000 }))?.autoClose).toBe(1000);
  });

  it('takes both looks from the constants', () => {
    expect(noticeLook('notification').autoClose).toBe(NOTIFICATIONS.autoClose);
    expect(noticeLook('toast').autoClose).toBe(TOASTS.autoClose);
  });
});
