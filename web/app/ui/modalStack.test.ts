import { describe, expect, it } from 'vitest';

import { modalStack, modalZIndex } from './modalStack';

// vitest.setup.ts empties the stack after every test, so each one starts with no modal open.
describe('modal stack', () => {
  // These two run in this order: the first leaves a modal open, the second sees the setup's reset.
  it('a test may leave a modal open...', () => {
    modalStack.open('left-open');
    expect(modalStack.snapshot()).toEqual(['left-open']);
  });

  it('...and the next test starts with none', () => {
    expect(modalStack.snapshot()).toEqual([]);
  });

  it('keeps modals in opening order and ignores a second open of the same one', () => {
    modalStack.open('a');
    modalStack.open('b');
    modalStack.open('a');
    expect(modalStack.snapshot()).toEqual(['a', 'b']);
    modalStack.close('a');
    expect(modalStack.snapshot()).toEqual(['b']);
    modalStack.close('b');
    expect(modalStack.snapshot()).toEqual([]);
  });

  it('stacks z-indexes 2 apart from 1000; a position below 0 counts as the first', () => {
    expect([0, 1, 2].map(modalZIndex)).toEqual([1000, 1002, 1004]);
    expect(modalZIndex(-1)).toBe(1000);
  });

  it('tells subscribers of each change until they unsubscribe', () => {
    const seen: (readonly string[])[] = [];
    const unsubscribe = modalStack.subscribe(() => seen.push(modalStack.snapshot()));
    modalStack.open('a');
    modalStack.open('a');
    modalStack.close('missing');
    unsubscribe();
    modalStack.open('b');
    expect(seen).toEqual([['a']]);
  });
});
