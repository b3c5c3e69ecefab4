import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, useLocation } from 'react-router';

import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UnsavedChangesModal } from '../components/UnsavedChangesModal';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

function Form({ dirty }: { dirty: boolean }) {
  const warning = useUnsavedChangesWarning(dirty);
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname + search}</p>
      <Link to="/en/news">Away</Link>
      <Link to="?open-modal=preview">Preview</Link>
      <UnsavedChangesModal warning={warning} />
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('useUnsavedChangesWarning', () => {
  it('asks before a link leaves unsaved work, and stays or leaves as told', async () => {
    renderWithProviders(<Form dirty />);
    fireEvent.click(await screen.findByRole('link', { name: 'Away' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(screen.queryByText('Leave without saving?')).toBeNull();
    });
    expect(where()).toBe('/en');

    fireEvent.click(screen.getByRole('link', { name: 'Away' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => {
      expect(where()).toBe('/en/news');
    });
  });

  it('lets query-string changes and clean forms through', async () => {
    renderWithProviders(<Form dirty />);
    fireEvent.click(await screen.findByRole('link', { name: 'Preview' }));
    await waitFor(() => {
      expect(where()).toBe('/en?open-modal=preview');
    });
  });

  it('does not ask when nothing changed', async () => {
    renderWithProviders(<Form dirty={false} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Away' }));
    await waitFor(() => {
      expect(where()).toBe('/en/news');
    });
  });

  it('warns the browser before unloading only while dirty', () => {
    const { unmount } = renderWithProviders(<Form dirty />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
