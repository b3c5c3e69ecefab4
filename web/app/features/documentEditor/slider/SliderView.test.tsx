import type { JSONContent } from '@tiptap/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DocumentEditor } from '../components/DocumentEditor';
import type { UploadImage } from '../hooks/useImageUploads';

const withSlider = (images: { src: string; alt: string }[]): JSONContent => ({
  type: 'doc',
  content: [{ type: 'slider', attrs: { images } }],
});

function renderSlider(
  images: { src: string; alt: string }[],
  uploadImage: UploadImage = vi.fn<UploadImage>(),
) {
  const onChange = vi.fn<(value: JSONContent) => void>();
  const { container } = renderWithProviders(
    <DocumentEditor value={withSlider(images)} onChange={onChange} uploadImage={uploadImage} label="Text" />,
  );
  const sliderOf = (value: JSONContent | undefined) =>
    value?.content?.find((node) => node.type === 'slider')?.attrs?.images as unknown;
  return { onChange, container, lastImages: () => sliderOf(onChange.mock.lastCall?.[0]) };
}

const a = { src: '/uploads/a.webp', alt: 'A' };
const b = { src: '/uploads/b.webp', alt: '' };

describe('SliderView', () => {
  it('draws the published markup inside the editor', async () => {
    const { container } = renderSlider([a, b]);
    await screen.findByRole('group', { name: 'Image slider, 2 images' });
    const slider = container.querySelector('.doc-slider[data-slider][data-count="2"]');
    expect(slider?.querySelectorAll('.doc-slider__track > .doc-slider__slide > img')).toHaveLength(2);
    expect(slider?.querySelector('img')?.getAttribute('src')).toBe('/uploads/a.webp');
  });

  it('moves and removes slides', async () => {
    const { lastImages } = renderSlider([a, b]);
    fireEvent.click(await screen.findByRole('button', { name: 'Move image 1 right' }));
    await waitFor(() => {
      expect(lastImages()).toEqual([b, a]);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => {
      expect(lastImages()).toEqual([a]);
    });
    expect(screen.getByRole('button', { name: 'Move image 1 left' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when it is empty', async () => {
    renderSlider([]);
    expect(await screen.findByText(/This slider has no images/)).toBeTruthy();
  });

  it('adds uploaded images at the end', async () => {
    const uploadImage = vi.fn<UploadImage>((file) => Promise.resolve({ src: `/uploads/${file.name}` }));
    const { lastImages } = renderSlider([a], uploadImage);
    await screen.findByRole('group', { name: 'Image slider, 1 image' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('slider-add-input'), {
        target: { files: [new File(['x'], 'c.webp', { type: 'image/webp' })] },
      });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(lastImages()).toEqual([a, { src: '/uploads/c.webp', alt: '' }]);
    });
  });
});
