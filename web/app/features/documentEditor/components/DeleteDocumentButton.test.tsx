import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DeleteDocumentButton } from './DeleteDocumentButton';

describe('DeleteDocumentButton', () => {
  it('deletes only after confirmation', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithProviders(<DeleteDocumentButton onConfirm={onConfirm} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('Delete this document?')).toBeTruthy();
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });
  });

  it('keeps the dialog open with the reason when deleting fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('You may not delete this document.')));
    renderWithProviders(<DeleteDocumentButton onConfirm={onConfirm} />, { lang: 'ru' });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить документ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('You may not delete this document.')).toBeTruthy();
    expect(screen.getByText('Удалить этот документ?')).toBeTruthy();
  });
});
