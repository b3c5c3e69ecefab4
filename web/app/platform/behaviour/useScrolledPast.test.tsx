import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useScrolledPast } from './useScrolledPast';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('renders again only when the page crosses the offset, not on every scroll event', () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useScrolledPast(8));
      return null;
    }
    render(<Probe />);
    // At the top after mounting: nothing to render again for.
    expect(seen).toEqual([false]);
    act(() => {
      scrollTo(3);
      scrollTo(8);
    });
    expect(seen).toEqual([false]);
    act(() => {
      scrollTo(9);
      scrollTo(200);
      scrollTo(400);
    });
    expect(seen).toEqual([false, true]);
    act(() => {
      scrollTo(0);
    });
    expect(seen).toEqual([false, true, false]);
  });

  it('starts scrolled when the page opens scrolled down (a reload keeps the position)', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useScrolledPast(8));
      return null;
    }
    render(<Probe />);
    expect(seen.at(-1)).toBe(true);
  });
});
