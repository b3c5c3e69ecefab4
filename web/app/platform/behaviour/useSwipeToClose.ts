import { useRef, type TouchEvent } from 'react';

import { swipeCloses } from './modalSwipe';

/** Touches here belong to the control (a slider, a cropper, a text field), not to the modal. */
const OWN_GESTURES =
  'input, textarea, select, [role="slider"], [contenteditable="true"], [data-no-swipe-close]';

interface SwipeStart {
  x: number;
  y: number;
  time: number;
  content: HTMLElement;
}

/** Whether anything between the touched element and the modal's content is scrolled: then the finger scrolls. */
function scrolledAbove(target: Element, content: HTMLElement): boolean {
  for (let node: Element | null = target; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
    if (node === content) return false;
  }
  return false;
}

/**
 * Touch handlers for a Mantine modal's root: the content follows a finger dragging it down and, let go,
 * closes or springs back as swipeCloses decides (docs/product.md#site). The content is moved with the
 * `translate` property, which leaves the `transform` of Mantine's own transition alone.
 */
export function useSwipeToClose(onClose: () => void) {
  const start = useRef<SwipeStart | null>(null);

  const release = (event: TouchEvent<HTMLElement>, cancelled: boolean) => {
    const swipe = start.current;
    start.current = null;
    const touch = event.changedTouches[0];
    if (!swipe || !touch) return;
    const closes =
      !cancelled &&
      swipeCloses({
        down: touch.clientY - swipe.y,
        sideways: touch.clientX - swipe.x,
        height: swipe.content.offsetHeight,
        durationMs: event.timeStamp - swipe.time,
      });
    // A closing modal leaves from where the finger let it go; one that stays springs back.
    if (closes) onClose();
    else swipe.content.style.translate = '';
  };

  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      start.current = null;
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch || !(event.target instanceof Element)) return;
      const content = event.target.closest<HTMLElement>('section[role="dialog"]');
      if (!content || event.target.closest(OWN_GESTURES) || scrolledAbove(event.target, content)) return;
      start.current = { x: touch.clientX, y: touch.clientY, time: event.timeStamp, content };
    },
    onTouchMove(event: TouchEvent<HTMLElement>) {
      const swipe = start.current;
      const touch = event.touches[0];
      if (!swipe || !touch) return;
      swipe.content.style.translate = `0 ${Math.max(0, touch.clientY - swipe.y)}px`;
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      release(event, false);
    },
    onTouchCancel(event: TouchEvent<HTMLElement>) {
      release(event, true);
    },
  };
}
