import type { JSONContent } from '@tiptap/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { UploadImage } from '../hooks/useImageUploads';
import { DocumentEditor } from './DocumentEditor';

const initial: JSONContent = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
};

interface Deferred {
  onProgress: (fraction: number) => void;
  resolve: (value: { src: string }) => void;
  reject: (error: Error) => void;
}

/** An upload the test finishes by hand, to see the editor while it is in flight. */
function manualUpload() {
  const calls: Deferred[] = [];
  const uploadImage = vi.fn<UploadImage>(
    (_file, onProgress) =>
      new Promise((resolve, reject) => {
        calls.push({ onProgress, resolve, reject });
      }),
  );
  return { uploadImage, calls };
}

function renderEditor(uploadImage: UploadImage, lang: 'en' | 'ru' = 'en') {
  const onChange = vi.fn<(value: JSONContent) => void>();
  renderWithProviders(
    <DocumentEditor value={initial} onChange={onChange} uploadImage={uploadImage} label="Text (English)" />,
    { lang },
  );
  return { onChange };
}

async function editorReady(name = 'Bold') {
  // The editor starts after the first render (server rendering has none), enabling the controls.
  const bold = await screen.findByRole('button', { name });
  await waitFor(() => {
    expect(bold.hasAttribute('disabled')).toBe(false);
  });
}

const choose = (testId: string, files: File[]) => {
  fireEvent.change(screen.getByTestId(testId), { target: { files } });
};

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

const imagesIn = (value: JSONContent | undefined): unknown[] =>
  (value?.content ?? []).filter((node) => node.type === 'image').map((node) => node.attrs);

describe('DocumentEditor', () => {
  it('draws the toolbar from data, with translated names', async () => {
    renderEditor(vi.fn<UploadImage>());
    await editorReady();
    for (const name of [
      'Heading 2',
      'Italic',
      'Text colour',
      'Align centre',
      'Link',
      'Insert table',
      'Insert slider',
      'Undo',
    ]) {
      const control = screen.getByRole('button', { name });
      expect(control.getAttribute('title')).toBe(name);
    }
    expect(screen.getByRole('toolbar', { name: 'Formatting: Text (English)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Text (English)' })).toBeTruthy();
  });

  it('speaks Russian', async () => {
    renderEditor(vi.fn<UploadImage>(), 'ru');
    await editorReady('Жирный');
    expect(screen.getByRole('button', { name: 'Вставить изображение' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Цвет текста' })).toBeTruthy();
  });

  it('uploads a chosen image with visible progress, then inserts it', async () => {
    const { uploadImage, calls } = manualUpload();
    const { onChange } = renderEditor(uploadImage);
    await editorReady();

    choose('image-input', [png('castle.png')]);
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(uploadImage.mock.calls[0]?.[0].name).toBe('castle.png');
    await screen.findByText('castle.png: 0%');

    act(() => {
      calls[0]?.onProgress(0.42);
    });
    expect(await screen.findByText('castle.png: 42%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Uploading castle.png' }).getAttribute('aria-valuenow'),
    ).toBe('42');

    await act(async () => {
      calls[0]?.resolve({ src: '/uploads/documents/12/castle-1280.webp' });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(imagesIn(onChange.mock.lastCall?.[0])).toEqual([
        expect.objectContaining({ src: '/uploads/documents/12/castle-1280.webp', alt: '' }),
      ]);
    });
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('shows why an upload failed and inserts nothing', async () => {
    const { uploadImage, calls } = manualUpload();
    const { onChange } = renderEditor(uploadImage);
    await editorReady();

    choose('image-input', [png('huge.png')]);
    await act(async () => {
      calls[0]?.reject(new Error('The image is larger than 10 MB.'));
      await Promise.resolve();
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not upload huge.png');
    expect(alert.textContent).toContain('The image is larger than 10 MB.');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('uploads every image of a new slider before inserting it', async () => {
    const { uploadImage, calls } = manualUpload();
    const { onChange } = renderEditor(uploadImage);
    await editorReady();

    choose('slider-input', [png('one.png'), png('two.png')]);
    await act(async () => {
      calls[0]?.resolve({ src: '/uploads/one.webp' });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(uploadImage).toHaveBeenCalledTimes(2);
    });
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      calls[1]?.resolve({ src: '/uploads/two.webp' });
      await Promise.resolve();
    });

    await waitFor(() => {
      const slider = onChange.mock.lastCall?.[0].content?.find((node) => node.type === 'slider');
      expect(slider?.attrs).toEqual({
        images: [
          { src: '/uploads/one.webp', alt: '' },
          { src: '/uploads/two.webp', alt: '' },
        ],
      });
    });
    expect(await screen.findByRole('group', { name: 'Image slider, 2 images' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toBeTruthy();
  });

  it('uploads an image pasted on its own, but leaves pasted text alone', async () => {
    const uploadImage = vi.fn<UploadImage>(() => Promise.resolve({ src: '/uploads/pasted.webp' }));
    const { onChange } = renderEditor(uploadImage);
    await editorReady();
    const area = screen.getByRole('textbox', { name: 'Text (English)' });
    const clipboard = (files: File[], text: string) => ({
      files,
      types: text ? ['text/plain', 'Files'] : ['Files'],
      getData: (type: string) => (type === 'text/plain' ? text : ''),
    });

    fireEvent.paste(area, { clipboardData: clipboard([png('word-picture.png')], 'Some words') });
    expect(uploadImage).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.paste(area, { clipboardData: clipboard([png('screenshot.png')], '') });
      await Promise.resolve();
    });
    expect(uploadImage.mock.calls[0]?.[0].name).toBe('screenshot.png');
    await waitFor(() => {
      expect(imagesIn(onChange.mock.lastCall?.[0])).toEqual([
        expect.objectContaining({ src: '/uploads/pasted.webp' }),
      ]);
    });
  });

  it('starts again from value when contentKey changes', async () => {
    const other: JSONContent = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Restored draft' }] }],
    };
    function Keyed() {
      const [state, setState] = useState({ value: initial, key: 'server' });
      return (
        <>
          <button
            onClick={() => {
              setState({ value: other, key: 'server' });
            }}
          >
            Same key
          </button>
          <button
            onClick={() => {
              setState({ value: other, key: 'draft' });
            }}
          >
            New key
          </button>
          <DocumentEditor
            value={state.value}
            contentKey={state.key}
            onChange={vi.fn()}
            uploadImage={vi.fn<UploadImage>()}
            label="Text (English)"
          />
        </>
      );
    }
    renderWithProviders(<Keyed />);
    await editorReady();
    const text = () => screen.getByRole('textbox', { name: 'Text (English)' }).textContent;
    expect(text()).toBe('Hi');
    // The same key keeps what is being typed, whatever `value` says.
    fireEvent.click(screen.getByRole('button', { name: 'Same key' }));
    expect(text()).toBe('Hi');
    fireEvent.click(screen.getByRole('button', { name: 'New key' }));
    await waitFor(() => {
      expect(text()).toBe('Restored draft');
    });
  });
});
