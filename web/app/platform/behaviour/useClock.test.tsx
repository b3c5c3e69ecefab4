import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CLOCK_TICK_MS } from './behaviourConstants';
import { useClock } from './useClock';

describe('useClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every 500 ms (docs/product.md#site clock tick)', () => {
    expect(CLOCK_TICK_MS).toBe(500);
    const { result } = renderHook(() => useClock());
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(500);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(1000);
  });

  it('stops ticking when not running', () => {
    const { result } = renderHook(() => useClock(false));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(0);
  });
});
