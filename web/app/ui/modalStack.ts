import { MODAL_Z_INDEX_BASE, MODAL_Z_INDEX_STEP } from '../platform/behaviour/behaviourConstants';

// Open modals in the order they opened: each one sits 2 z-index steps above the one below it (the
// overlay takes the step between), starting at 1000 (docs/product.md#site).
let openModals: readonly string[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const modalStack = {
  open(id: string): void {
    if (openModals.includes(id)) return;
    openModals = [...openModals, id];
    emit();
  },
  close(id: string): void {
    if (!openModals.includes(id)) return;
    openModals = openModals.filter((open) => open !== id);
    emit();
  },
  snapshot: (): readonly string[] => openModals,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The z-index of a modal at a position of the stack (0 for the first one opened). */
export function modalZIndex(position: number): number {
  return MODAL_Z_INDEX_BASE + MODAL_Z_INDEX_STEP * Math.max(0, position);
}
