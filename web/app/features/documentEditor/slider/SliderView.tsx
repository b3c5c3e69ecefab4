import { ActionIcon, Button, Group, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconGripVertical,
  IconPhotoPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { use, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { imageFilesOf } from '../imageFilesOf';
import { ImageUploadContext } from '../imageUploadContext';
import './docSlider.css';
import { sliderImages, type SliderImage } from './sliderImages';
import classes from './SliderView.module.css';

/** The slider inside the editor: the published markup plus controls to add, order and remove slides. */
export function SliderView({ node, updateAttributes, deleteNode, editor, selected }: ReactNodeViewProps) {
  const { t } = useTranslation('documentEditor');
  const upload = use(ImageUploadContext);
  const images = sliderImages(node.attrs.images);
  const input = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState(false);
  // Uploads finish after later edits; they append to the slides as they are then, not as they were.
  const latestImages = useRef(images);
  useEffect(() => {
    latestImages.current = images;
  });

  const editable = editor.isEditable;
  const setImages = (next: SliderImage[]) => {
    updateAttributes({ images: next });
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    setImages(next);
  };

  const add = async (files: File[]) => {
    if (!upload || files.length === 0) return;
    setAdding(true);
    try {
      const sources = await upload(files);
      if (sources.length > 0)
        setImages([...latestImages.current, ...sources.map((src) => ({ src, alt: '' }))]);
    } finally {
      setAdding(false);
    }
  };

  return (
    <NodeViewWrapper
      className={classes.wrapper}
      data-selected={selected || undefined}
      role="group"
      aria-label={t('slider.label', { count: images.length })}
      data-testid="slider-node"
    >
      {editable && (
        <div className={classes.bar}>
          <span className={classes.handle} data-drag-handle="" draggable title={t('slider.dragHandle')}>
            <IconGripVertical size={16} />
          </span>
          <Text size="xs" c="dimmed" className={classes.count}>
            {t('slider.label', { count: images.length })}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPhotoPlus size={14} />}
            loading={adding}
            disabled={!upload}
            onClick={() => input.current?.click()}
          >
            {t('slider.add')}
          </Button>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t('slider.delete')}
            title={t('slider.delete')}
            onClick={deleteNode}
          >
            <IconTrash size={14} />
          </ActionIcon>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="slider-add-input"
            onChange={(event) => {
              const files = imageFilesOf(event.currentTarget.files);
              event.currentTarget.value = '';
              void add(files);
            }}
          />
        </div>
      )}
      {images.length === 0 ? (
        <div className={classes.empty}>
          <Text size="sm">{t('slider.empty')}</Text>
        </div>
      ) : (
        <div className="doc-slider" data-slider="" data-count={images.length}>
          <div className="doc-slider__track">
            {images.map((image, index) => {
              const position = index + 1;
              return (
                <figure className="doc-slider__slide" key={`${index}-${image.src}`}>
                  <img src={image.src} alt={image.alt} loading="lazy" draggable={false} />
                  {editable && (
                    <Group gap={4} className={classes.slideControls}>
                      <ActionIcon
                        size="sm"
                        variant="filled"
                        color="dark"
                        disabled={index === 0}
                        aria-label={t('slider.moveLeft', { position })}
                        title={t('slider.moveLeft', { position })}
                        onClick={() => {
                          move(index, -1);
                        }}
                      >
                        <IconChevronLeft size={14} />
                      </ActionIcon>
                      <ActionIcon
                        size="sm"
                        variant="filled"
                        color="dark"
                        disabled={index === images.length - 1}
                        aria-label={t('slider.moveRight', { position })}
                        title={t('slider.moveRight', { position })}
                        onClick={() => {
                          move(index, 1);
                        }}
                      >
                        <IconChevronRight size={14} />
                      </ActionIcon>
                      <ActionIcon
                        size="sm"
                        variant="filled"
                        color="red"
                        aria-label={t('slider.remove', { position })}
                        title={t('slider.remove', { position })}
                        onClick={() => {
                          setImages(images.filter((_, at) => at !== index));
                        }}
                      >
                        <IconX size={14} />
                      </ActionIcon>
                    </Group>
                  )}
                </figure>
              );
            })}
          </div>
        </div>
      )}
    </NodeViewWrapper>
  );
}
