import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type {
  CommandControl,
  InsertControl,
  InsertTarget,
  ToolbarControl,
  ToolbarGroup,
} from '../toolbarGroups';

export interface EditorToolbarProps {
  groups: readonly ToolbarGroup[];
  /** Accessible name of the editing area this toolbar formats. */
  label: string;
  onInsert: (target: InsertTarget) => void;
  /** Shown under the controls, so it stays in view with the sticky toolbar (upload progress, errors). */
  children?: ReactNode;
}

const ICON_SIZE = 16;
// The site header is sticky and 64 px tall; the toolbar stops right under it.
const HEADER_HEIGHT = 64;

function CommandButton({ control }: { control: CommandControl }) {
  const { t } = useTranslation('documentEditor');
  const { editor } = useRichTextEditorContext();
  const state = useEditorState({
    editor,
    // The closure's editor, not the snapshot's: the snapshot keeps `null` until the first transaction.
    selector: () =>
      editor && !editor.isDestroyed
        ? {
            active: control.isActive?.(editor) ?? false,
            enabled: editor.isEditable && (control.isEnabled?.(editor) ?? true),
          }
        : { active: false, enabled: false },
  });
  const label = t(control.labelKey);
  const Icon = control.icon;
  return (
    <RichTextEditor.Control
      aria-label={label}
      title={label}
      active={state?.active ?? false}
      disabled={!(state?.enabled ?? false)}
      onClick={() => {
        if (editor && !editor.isDestroyed) control.run(editor);
      }}
      data-testid={`toolbar-${control.id}`}
    >
      <Icon size={ICON_SIZE} stroke={1.5} />
    </RichTextEditor.Control>
  );
}

function InsertButton({
  control,
  onInsert,
}: {
  control: InsertControl;
  onInsert: (target: InsertTarget) => void;
}) {
  const { t } = useTranslation('documentEditor');
  const { editor } = useRichTextEditorContext();
  const editable = useEditorState({
    editor,
    selector: () => Boolean(editor && !editor.isDestroyed && editor.isEditable),
  });
  const label = t(control.labelKey);
  const Icon = control.icon;
  return (
    <RichTextEditor.Control
      aria-label={label}
      title={label}
      disabled={!editable}
      onClick={() => {
        onInsert(control.target);
      }}
      data-testid={`toolbar-${control.id}`}
    >
      <Icon size={ICON_SIZE} stroke={1.5} />
    </RichTextEditor.Control>
  );
}

function renderControl(control: ToolbarControl, onInsert: (target: InsertTarget) => void) {
  switch (control.kind) {
    case 'command':
      return <CommandButton key={control.id} control={control} />;
    case 'insert':
      return <InsertButton key={control.id} control={control} onInsert={onInsert} />;
    // Mantine's popover controls take their texts from the editor's `labels`, built from the same keys.
    case 'link':
      return <RichTextEditor.Link key={control.id} data-testid={`toolbar-${control.id}`} />;
    case 'color':
      return (
        <RichTextEditor.ColorPicker
          key={control.id}
          colors={control.colors}
          data-testid={`toolbar-${control.id}`}
        />
      );
  }
}

/** Draws the toolbar described by `groups`: one Mantine controls group per entry. */
export function EditorToolbar({ groups, label, onInsert, children }: EditorToolbarProps) {
  const { t } = useTranslation('documentEditor');
  return (
    <RichTextEditor.Toolbar
      sticky
      stickyOffset={HEADER_HEIGHT}
      role="toolbar"
      aria-label={t('toolbar.label', { label })}
    >
      {groups.map((group) => (
        <RichTextEditor.ControlsGroup key={group.map((control) => control.id).join()}>
          {group.map((control) => renderControl(control, onInsert))}
        </RichTextEditor.ControlsGroup>
      ))}
      {children}
    </RichTextEditor.Toolbar>
  );
}
