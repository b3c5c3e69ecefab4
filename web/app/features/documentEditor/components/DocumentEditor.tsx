import '@mantine/tiptap/styles.css';

import { Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor, JSONContent } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { documentEditorExtensions } from '../documentEditorExtensions';
import { useImageUploads, type UploadImage } from '../hooks/useImageUploads';
import { useRichTextEditorLabels } from '../hooks/useRichTextEditorLabels';
import { imageFilesOf } from '../imageFilesOf';
import { ImageUploadContext } from '../imageUploadContext';
import { TOOLBAR_GROUPS, type InsertTarget } from '../toolbarGroups';
import { trackPosition } from '../trackPosition';
import { EditorToolbar } from './EditorToolbar';
import { UploadStatus } from './UploadStatus';

export interface DocumentEditorProps {
  /** Tiptap JSON. Used as initial content; when `contentKey` changes, the editor resets to `value`. */
  value: JSONContent;
  contentKey?: string;
  onChange: (value: JSONContent) => void;
  /**
   * Uploads one image; reports progress 0..1; resolves to a same-origin URL such as
   * /uploads/documents/12/abc-1280.webp; rejects with an Error whose message is already translated.
   */
  uploadImage: UploadImage;
  /** Accessible name of the editing area (e.g. "Text (English)"). */
  label: string;
}

// A call, not a property check: TypeScript would keep `isDestroyed` narrowed across an await.
const isAlive = (editor: Editor): boolean => !editor.isDestroyed;

type InsertUploads = (target: InsertTarget, files: File[], position?: number) => Promise<void>;

/** The rich editor of news, mod and server documents: Mantine's Tiptap frame, a toolbar from data, uploads. */
export function DocumentEditor({ value, contentKey, onChange, uploadImage, label }: DocumentEditorProps) {
  const { t } = useTranslation('documentEditor');
  const labels = useRichTextEditorLabels();
  const { pending, failed, upload, dismiss } = useImageUploads(uploadImage);
  const [extensions] = useState(documentEditorExtensions);
  const imageInput = useRef<HTMLInputElement>(null);
  const sliderInput = useRef<HTMLInputElement>(null);

  // The editor keeps the callbacks it was created with; these refs let them reach the latest ones.
  const onChangeRef = useRef(onChange);
  const insertRef = useRef<InsertUploads>(() => Promise.resolve());

  const editor = useEditor(
    {
      extensions,
      content: value,
      // Server rendering has no DOM: the editor starts in the browser, after hydration.
      immediatelyRender: false,
      // The toolbar's controls subscribe to what they show; the frame needs no render per keystroke.
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: { 'aria-label': label, 'aria-multiline': 'true' },
        handleDrop: (view, event, _slice, moved) => {
          const files = moved ? [] : imageFilesOf(event.dataTransfer?.files);
          if (files.length === 0) return false;
          event.preventDefault();
          const dropped = view.posAtCoords({ left: event.clientX, top: event.clientY });
          void insertRef.current('image', files, dropped?.pos ?? view.state.selection.to);
          return true;
        },
        handlePaste: (view, event) => {
          const files = imageFilesOf(event.clipboardData?.files);
          // Office apps and browsers put a picture of copied text beside the text: text wins then.
          if (files.length === 0 || (event.clipboardData?.getData('text/plain') ?? '') !== '') return false;
          event.preventDefault();
          void insertRef.current('image', files, view.state.selection.to);
          return true;
        },
      },
      onUpdate: ({ editor: current }) => {
        onChangeRef.current(current.getJSON());
      },
    },
    // A new key builds a new editor from `value`, so the undo history never crosses documents or drafts.
    [contentKey],
  );

  const editorRef = useRef<Editor | null>(editor);
  useEffect(() => {
    editorRef.current = editor;
    onChangeRef.current = onChange;
  });

  const insertUploads = useCallback<InsertUploads>(
    async (target, files, position) => {
      const current = editorRef.current;
      if (!current || current.isDestroyed || files.length === 0) return;
      const place = trackPosition(current, position ?? current.state.selection.to);
      try {
        if (target === 'image') {
          await upload(files, (src) => {
            if (isAlive(current))
              current.commands.insertContentAt(place.current, { type: 'image', attrs: { src, alt: '' } });
          });
          return;
        }
        // A slider needs at least one image, and appears whole once its uploads are done.
        const sources = await upload(files);
        if (sources.length > 0 && isAlive(current))
          current.commands.insertContentAt(place.current, {
            type: 'slider',
            attrs: { images: sources.map((src) => ({ src, alt: '' })) },
          });
      } finally {
        place.release();
      }
    },
    [upload],
  );
  useEffect(() => {
    insertRef.current = insertUploads;
  }, [insertUploads]);

  const pickerFor = (target: InsertTarget) => (target === 'image' ? imageInput : sliderInput);
  const filePicker = (target: InsertTarget) => (
    <input
      ref={pickerFor(target)}
      type="file"
      accept="image/*"
      multiple
      hidden
      data-testid={`${target}-input`}
      onChange={(event) => {
        const files = imageFilesOf(event.currentTarget.files);
        // Cleared so that choosing the same file again still fires a change.
        event.currentTarget.value = '';
        void insertUploads(target, files);
      }}
    />
  );

  return (
    <ImageUploadContext value={upload}>
      <Stack gap={6}>
        <RichTextEditor editor={editor} labels={labels} data-testid="document-editor">
          <EditorToolbar
            groups={TOOLBAR_GROUPS}
            label={label}
            onInsert={(target) => pickerFor(target).current?.click()}
          >
            <UploadStatus pending={pending} failed={failed} onDismiss={dismiss} />
          </EditorToolbar>
          <RichTextEditor.Content mih={320} />
        </RichTextEditor>
        <Text size="xs" c="dimmed">
          {t('upload.hint')}
        </Text>
        {filePicker('image')}
        {filePicker('slider')}
      </Stack>
    </ImageUploadContext>
  );
}
