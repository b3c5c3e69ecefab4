import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { StaffDeliveryCard, type StaffDeliveryRow } from './StaffDeliveryCard';

const uncertain: StaffDeliveryRow = {
  id: 'd-1',
  server: 'magic-rpg',
  player: 'Steve',
  kind: 'coins',
  state: 'uncertain',
  command: 'eco give Steve 5',
  attempts: 1,
  createdAt: '2026-11-26T12:00:00.000Z',
  deliveredAt: null,
  events: [
    { event: 'created', at: '2026-11-26T12:00:00.000Z', detail: null },
    {
      event: 'rcon_uncertain',
      at: '2026-11-26T12:00:05.000Z',
      detail: 'attempt 1: sent, no answer (RCON timed out after 5000 ms waiting for the answer)',
    },
  ],
};

describe('StaffDeliveryCard', () => {
  it('shows an uncertain delivery with its timeline and both decisions, each naming the delivery and the timeline it saw', async () => {
    const onMarkDelivered = vi.fn();
    const onResend = vi.fn();
    renderWithProviders(
      <StaffDeliveryCard
        delivery={uncertain}
        busy={false}
        onMarkDelivered={onMarkDelivered}
        onResend={onResend}
      />,
    );
    const card = await screen.findByTestId('staff-delivery');
    expect(card.textContent).toContain('Uncertain: may have run');
    expect(card.textContent).toContain('it may have run. It is not sent again automatically');
    expect(card.textContent).toContain('Sent over RCON, no answer');
    expect(card.textContent).toContain('attempt 1: sent, no answer');
    expect(card.textContent).toContain('1 attempt');
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    // Two events on screen: a decision made on them is refused if the timeline has moved on.
    expect(onMarkDelivered).toHaveBeenCalledWith('d-1', 2);
    expect(onResend).toHaveBeenCalledWith('d-1', 2);
  });

  it('offers no decision while a delivery is on its way, and only a re-run once done (Russian)', async () => {
    const { unmount } = renderWithProviders(
      <StaffDeliveryCard
        delivery={{ ...uncertain, state: 'sending' }}
        busy={false}
        onMarkDelivered={vi.fn()}
        onResend={vi.fn()}
      />,
      { lang: 'ru' },
    );
    const card = await screen.findByTestId('staff-delivery');
    expect(card.textContent).toContain('Отправляется по RCON');
    // The api's English note is read in Russian; only the socket's own cause stays as it came.
    expect(card.textContent).toContain('попытка 1: отправлено, ответа нет (RCON timed out');
    expect(card.textContent).not.toMatch(/attempt \d/);
    expect(screen.queryAllByRole('button')).toEqual([]);
    unmount();
    renderWithProviders(
      <StaffDeliveryCard
        delivery={{ ...uncertain, state: 'done' }}
        busy={false}
        onMarkDelivered={vi.fn()}
        onResend={vi.fn()}
      />,
      { lang: 'ru' },
    );
    await screen.findByTestId('staff-delivery');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Выдать снова']);
  });
});
