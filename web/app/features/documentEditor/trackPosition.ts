import type { Editor, EditorEvents } from '@tiptap/core';

export interface TrackedPosition {
  /** The position now, after every edit made since tracking began. */
  readonly current: number;
  release: () => void;
}

/**
 * Follows a document position through later edits: an upload takes seconds, the writer keeps typing, and
 * the image must still land where it was dropped or asked for.
 */
export function trackPosition(editor: Editor, position: number): TrackedPosition {
  let current = position;
  const follow = ({ transaction, appendedTransactions }: EditorEvents['transaction']) => {
    for (const step of [transaction, ...appendedTransactions]) current = step.mapping.map(current);
  };
  editor.on('transaction', follow);
  return {
    get current() {
      return Math.max(0, Math.min(current, editor.state.doc.content.size));
    },
    release: () => {
      editor.off('transaction', follow);
    },
  };
}
