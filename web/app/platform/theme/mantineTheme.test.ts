import { describe, expect, it } from 'vitest';

import { accentTuple, mantineTheme, mantineThemeFor, shade } from './mantineTheme';
import { defaultSiteTheme } from './siteTheme';

describe('the Mantine theme of a site theme', () => {
  const emerald = {
    ...defaultSiteTheme,
    accent1: '#10b981',
    doubleGradient1: '#10b981',
    doubleGradient2: '#a3e635',
  };

  it('builds the primary palette around the theme accent', () => {
    const theme = mantineThemeFor(emerald);
    expect(theme.primaryColor).toBe('accent');
    expect(theme.colors?.accent?.[4]).toBe('#10b981');
    expect(theme.colors?.accent).toHaveLength(10);
    expect(theme.defaultGradient).toEqual({ from: '#10b981', to: '#a3e635', deg: 135 });
    // The same accent gives the same object, so Mantine does not re-render everything on each render.
    expect(mantineThemeFor({ ...emerald })).toBe(theme);
  });

  it('keeps the hand-tuned default palette for the default theme and for visitors', () => {
    expect(mantineThemeFor(undefined)).toBe(mantineTheme);
    expect(mantineThemeFor(defaultSiteTheme)).toBe(mantineTheme);
  });

  it('shades toward white and black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#102030', 0)).toBe('#102030');
    expect(shade('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
    const tuple = accentTuple('#ef4444');
    expect(tuple[0]).not.toBe(tuple[9]);
  });
});
