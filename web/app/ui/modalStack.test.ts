import { describe, expect, it } from 'vitest';

import { modalStack, modalZIndex } from './modalStack';

describe('modal stack', () => {
  it('stacks modals 2 z-index steps apart from 1000, in opening order', () => {
    modalStack.open('a');
    modalStack.open('b');
    modalStack.open('a');
    expect(modalStack.snapshot()).toEqual(['a', 'b']);
    expect(modalStack.snapshot().map((_, index) => modalZIndex(index))).toEqual([1000, 1002]);
    modalStack.close('a');
    expect(modalStack.snapshot()).toEqual(['b']);
    modalStack.close('b');
    expect(modalStack.snapshot()).toEqual([]);
  });
});
