import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useId, useSyncExternalStore } from 'react';

import { modalStack, modalZIndex } from './modalStack';

export type StackedModalProps = Omit<ModalProps, 'zIndex'>;

/**
 * A Mantine modal that knows its place in the stack: a modal opened from another one lies above it,
 * and Esc or a click outside closes only the top one (docs/product.md#site).
 */
export function StackedModal({ opened, ...props }: StackedModalProps) {
  const id = useId();
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
      opened={opened}
      zIndex={modalZIndex(position === -1 ? stack.length : position)}
      closeOnEscape={isTop}
      closeOnClickOutside={isTop}
    />
  );
}
