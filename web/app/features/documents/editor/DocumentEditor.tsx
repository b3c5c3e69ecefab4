import { Alert, Input, Progress, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { JSONContent } from '@tiptap/core';
import { useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../documentContent.css';
import { documentExtensions } from './documentExtensions';
import { TEXT_COLOURS, TOOLBAR_GROUPS, TOOLBAR_ICONS, type ToolbarControl } from './toolbarGroups';
import { useMantineTiptapLabels } from './useMantineTiptapLabels';

export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<{ src: string }>;

export interface DocumentEditorProps {
  /** Tiptap JSON; read when the editor starts and again whenever `contentKey` changes. */
  value: JSONContent;
  contentKey?: string;
  onChange: (value: JSONContent) => void;
  uploadImage: UploadImage;
  /** The accessible name of the writing area. */
  label: string;
}

interface UploadState {
  name: string;
  progress: number;
}

const imageFiles = (files: FileList | File[] | null | undefined): File[] =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/') || file.type === '');

/** The rich editor of documents: Mantine's Tiptap frame, a toolbar from data, uploads with progress. */
export function DocumentEditor({ value, contentKey, onChange, uploadImage, label }: DocumentEditorProps) {
  const { t } = useTranslation('documents');
  const labels = useMantineTiptapLabels();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [error, setError] = useState<string | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const sliderInput = useRef<HTMLInputElement>(null);
  // The editor is created once; these refs let its callbacks reach the latest props.
  const uploadRef = useRef(uploadImage);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    uploadRef.current = uploadImage;
    onChangeRef.current = onChange;
  });

  const uploadAll = async (files: File[]): Promise<string[]> => {
    setError(null);
    const sources: string[] = [];
    try {
      for (const file of files) {
        setUploads((current) => [...current, { name: file.name, progress: 0 }]);
        const { src } = await uploadRef.current(file, (progress) => {
          setUploads((current) =>
            current.map((item) => (item.name === file.name ? { ...item, progress } : item)),
          );
        });
        sources.push(src);
        setUploads((current) => current.filter((item) => item.name !== file.name));
      }
    } catch (failure) {
      setUploads([]);
      setError(failure instanceof Error ? failure.message : t('upload.failed'));
    }
    return sources;
  };

  const extensions = useMemo(
    // getUpload reads the ref when a slide is uploaded, never during render.
    () => documentExtensions({ placeholder: t('editor.placeholder'), getUpload: () => uploadRef.current }),
    [t],
  );

  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
      handleDrop: (_view, event) => {
        const files = imageFiles(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertImagesRef.current(files);
        return true;
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        void insertImagesRef.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      onChangeRef.current(current.getJSON());
    },
  });

  // Drop and paste handlers are fixed when the editor is created; they call the current insert.
  const insertImagesRef = useRef<(files: File[]) => Promise<void>>(() => Promise.resolve());
  useEffect(() => {
    insertImagesRef.current = insertImages;
  });

  async function insertImages(files: File[]) {
    // Inserted after the selection, never over it (a selected word or image stays).
    for (const src of await uploadAll(files)) {
      if (editor) {
        editor
          .chain()
          .focus()
          .insertContentAt(editor.state.selection.to, { type: 'image', attrs: { src, alt: '' } })
          .run();
      }
    }
  }

  const insertSlider = async (files: File[]) => {
    const sources = await uploadAll(files);
    if (sources.length > 0)
      editor
        ?.chain()
        .focus()
        .insertSlider(sources.map((src) => ({ src, alt: '' })))
        .run();
  };

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(value, { emitUpdate: false });
    // Only a new contentKey (restored draft, other document) replaces what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, contentKey]);

  // Re-render the toolbar when the selection changes, so active and table-only controls follow it.
  useEditorState({
    editor,
    selector: ({ editor: current }) => (current && !current.isDestroyed ? current.state.selection : null),
  });

  const renderControl = (control: ToolbarControl) => {
    const title = t(`toolbar.${control.id}`);
    switch (control.kind) {
      case 'link':
        return <RichTextEditor.Link key={control.id} />;
      case 'unlink':
        return <RichTextEditor.Unlink key={control.id} />;
      case 'color':
        return [
          <RichTextEditor.ColorPicker key="color" colors={TEXT_COLOURS} />,
          <RichTextEditor.UnsetColor key="unset-color" />,
        ];
      case 'image':
      case 'slider': {
        const Icon = TOOLBAR_ICONS[control.kind];
        const input = control.kind === 'image' ? imageInput : sliderInput;
        return (
          <RichTextEditor.Control
            key={control.id}
            aria-label={title}
            title={title}
            onClick={() => input.current?.click()}
            data-testid={`toolbar-${control.id}`}
          >
            <Icon size={16} stroke={1.5} />
          </RichTextEditor.Control>
        );
      }
      case 'command': {
        if (editor && control.isVisible && !control.isVisible(editor)) return null;
        const Icon = control.icon;
        return (
          <RichTextEditor.Control
            key={control.id}
            aria-label={title}
            title={title}
            active={editor ? (control.isActive?.(editor) ?? false) : false}
            onClick={() => {
              if (editor) control.run(editor);
            }}
            data-testid={`toolbar-${control.id}`}
          >
            <Icon size={16} stroke={1.5} />
          </RichTextEditor.Control>
        );
      }
    }
  };

  return (
    <Input.Wrapper label={label}>
      <Stack gap="xs" mt={6}>
        <RichTextEditor editor={editor} labels={labels} data-testid="document-editor">
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            {TOOLBAR_GROUPS.map((group, index) => (
              <RichTextEditor.ControlsGroup key={index}>
                {group.map(renderControl)}
              </RichTextEditor.ControlsGroup>
            ))}
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content className="doc-content" mih={320} />
        </RichTextEditor>
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="image-input"
          onChange={(event) => {
            void insertImages(imageFiles(event.currentTarget.files));
            event.currentTarget.value = '';
          }}
        />
        <input
          ref={sliderInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="slider-input"
          onChange={(event) => {
            void insertSlider(imageFiles(event.currentTarget.files));
            event.currentTarget.value = '';
          }}
        />
        {uploads.map((upload) => (
          <Stack key={upload.name} gap={2} data-testid="upload-progress">
            <Text size="xs">
              {t('upload.file', { name: upload.name, percent: Math.round(upload.progress * 100) })}
            </Text>
            <Progress value={upload.progress * 100} animated aria-label={t('upload.progress')} />
          </Stack>
        ))}
        {error && (
          <Alert
            color="red"
            withCloseButton
            onClose={() => {
              setError(null);
            }}
            data-testid="upload-error"
          >
            {error}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('editor.dropHint')}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
