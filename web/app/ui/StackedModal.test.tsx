import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../testing/renderWithProviders';
import { StackedModal } from './StackedModal';

/** One finger from (0, 0) down by `down` px, started on `target`, at test speed (a flick). */
function swipe(target: Element, down: number, sideways = 0) {
  // Every list filled, as a browser does: the page's scroll lock reads them too.
  const at = (x: number, y: number) => ({
    touches: [{ clientX: x, clientY: y }],
    changedTouches: [{ clientX: x, clientY: y }],
  });
  fireEvent.touchStart(target, at(0, 0));
  fireEvent.touchMove(target, at(sideways, down));
  fireEvent.touchEnd(target, { touches: [], changedTouches: [{ clientX: sideways, clientY: down }] });
}

function openModal(swipeToClose?: boolean) {
  const onClose = vi.fn();
  renderWithProviders(
    <StackedModal
      opened
      onClose={onClose}
      title="Buy a role"
      {...(swipeToClose === false ? { swipeToClose } : {})}
    >
      <p>Month or forever</p>
      <input aria-label="Nickname" />
    </StackedModal>,
  );
  return onClose;
}

describe('StackedModal swipe to close', () => {
  // The test browser lays nothing out: give every modal a height, so 10 percent of it is 50 px.
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 500 });
  });
  afterAll(() => {
    if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
  });

  it('closes on a flick down, and on a drag past a tenth of its height', async () => {
    const onClose = openModal();
    swipe(await screen.findByText('Month or forever'), 20);
    expect(onClose).toHaveBeenCalledTimes(1);
    swipe(screen.getByText('Month or forever'), 60);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('springs back after a tap-sized move, a swipe up or a sideways one', async () => {
    const onClose = openModal();
    const text = await screen.findByText('Month or forever');
    swipe(text, 5);
    swipe(text, -80);
    swipe(text, 30, 90);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').style.translate).toBe('');
  });

  it('leaves a field its own touches', async () => {
    const onClose = openModal();
    swipe(await screen.findByLabelText('Nickname'), 120);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does nothing when swiping is switched off', async () => {
    const onClose = openModal(false);
    swipe(await screen.findByText('Month or forever'), 120);
    expect(onClose).not.toHaveBeenCalled();
  });
});
