import { MODAL_SWIPE_CLOSE } from './behaviourConstants';

export interface ModalSwipe {
  /** How far the finger moved down (negative: up) and sideways, in px. */
  down: number;
  sideways: number;
  /** The modal's height, in px. */
  height: number;
  /** From touching to letting go, in ms. */
  durationMs: number;
}

/** Whether letting go after this swipe closes the modal (docs/product.md#site: 10 percent or 300 ms). */
export function swipeCloses({ down, sideways, height, durationMs }: ModalSwipe): boolean {
  // Up, or more sideways than down (scrolling a row of tabs), is no swipe to close.
  if (down <= 0 || Math.abs(sideways) > down) return false;
  if (down >= height * MODAL_SWIPE_CLOSE.heightFraction) return true;
  return durationMs < MODAL_SWIPE_CLOSE.flickMs && down >= MODAL_SWIPE_CLOSE.flickMinPx;
}
