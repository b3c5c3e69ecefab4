import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearDraft, readDraft, useLocalDraft } from './useLocalDraft';

const KEY = 'draft:test';
const isText = (value: unknown): value is string => typeof value === 'string';

describe('useLocalDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves half a second after the last change, not on every keystroke', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { rerender, result } = renderHook(({ value }) => useLocalDraft(KEY, value), {
      initialProps: { value: 'H' },
    });
    rerender({ value: 'He' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender({ value: 'Hello' });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(readDraft(KEY)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(readDraft(KEY, isText)).toEqual({
      value: 'Hello',
      savedAt: Date.parse('2025-03-01T12:00:00.800Z'),
    });
    expect(result.current.savedAt).toBe(Date.parse('2025-03-01T12:00:00.800Z'));
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('does not save while disabled', () => {
    renderHook(() => useLocalDraft(KEY, 'text', { enabled: false }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(readDraft(KEY)).toBeNull();
  });

  it('keeps a cleared draft cleared even when a save was already scheduled', () => {
    renderHook(() => useLocalDraft(KEY, { title: 'News' }));
    clearDraft(KEY);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(readDraft(KEY)).toBeNull();
  });

  it('writes the pending draft when the page is hidden', () => {
    renderHook(() => useLocalDraft(KEY, 'last words'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readDraft(KEY, isText)?.value).toBe('last words');
  });
});

describe('readDraft', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('ignores what is not a draft, or not the expected shape', () => {
    window.localStorage.setItem(KEY, '{not json');
    expect(readDraft(KEY)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ value: 1 }));
    expect(readDraft(KEY)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ value: 1, savedAt: 5 }));
    expect(readDraft(KEY)).toEqual({ value: 1, savedAt: 5 });
    expect(readDraft(KEY, isText)).toBeNull();
  });

  it('clearDraft removes it', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ value: 'x', savedAt: 5 }));
    clearDraft(KEY);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
