import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../testing/renderWithProviders';
import { LabelledPagination } from './LabelledPagination';

describe('LabelledPagination', () => {
  it('names every control and page, and keeps what the caller gives a control', () => {
    renderWithProviders(
      <LabelledPagination
        total={3}
        value={2}
        withEdges
        getControlProps={(control) => (control === 'next' ? { 'data-next': 'yes' } : {})}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBe(7);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toMatch(/\S/);
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('data-next')).toBe('yes');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).textContent).toBe('3');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });
});
