import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useId, useSyncExternalStore } from 'react';

import { useSwipeToClose } from '../platform/behaviour/useSwipeToClose';
import { modalStack, modalZIndex } from './modalStack';

export type StackedModalProps = Omit<ModalProps, 'zIndex'> & {
  /** false for a dialog that only closes by itself (the connection-lost one). */
  swipeToClose?: boolean;
};

/**
 * A Mantine modal that knows its place in the stack: a modal opened from another one lies above it,
 * and Esc or a click outside closes only the top one; on a touch screen a swipe down closes it
 * (docs/product.md#site).
 */
export function StackedModal({ opened, swipeToClose = true, ...props }: StackedModalProps) {
  const id = useId();
  const swipeHandlers = useSwipeToClose(props.onClose);
  const stack = useSyncExternalStore(
    (listener) => modalStack.subscribe(listener),
    () => modalStack.snapshot(),
    () => [],
  );

  useEffect(() => {
    if (!opened) return;
    modalStack.open(id);
    return () => {
      modalStack.close(id);
    };
  }, [opened, id]);

  const position = stack.indexOf(id);
  const isTop = position === stack.length - 1;
  return (
    <Modal
      {...props}
      {...(swipeToClose && isTop ? swipeHandlers : {})}
      opened={opened}
      zIndex={modalZIndex(position === -1 ? stack.length : position)}
      closeOnEscape={isTop}
      closeOnClickOutside={isTop}
    />
  );
}
