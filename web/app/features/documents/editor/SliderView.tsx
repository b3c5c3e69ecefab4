import { ActionIcon, Button, Group, Progress, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SliderOptions } from './SliderNode';
import { slideImagesOf } from './SliderNode';
import classes from './SliderView.module.css';

/** The slider inside the editor: the published markup plus controls to add, move and remove slides. */
export function SliderView({ node, updateAttributes, extension, editor }: ReactNodeViewProps) {
  const { t } = useTranslation('documents');
  const images = slideImagesOf(node.attrs.images);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = extension.options as SliderOptions;

  const move = (index: number, by: number) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    updateAttributes({ images: next });
  };

  const add = async (files: FileList | null) => {
    const upload = options.getUpload();
    if (!files || !upload) return;
    setError(null);
    const added = [...images];
    try {
      for (const [index, file] of Array.from(files).entries()) {
        setProgress(index / files.length);
        const { src } = await upload(file, (fraction) => {
          setProgress((index + fraction) / files.length);
        });
        added.push({ src, alt: '' });
        updateAttributes({ images: [...added] });
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('upload.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <NodeViewWrapper className={classes.wrapper} data-testid="slider-node">
      <div className="doc-slider" data-slider="" data-count={images.length}>
        <div className="doc-slider__track">
          {images.map((image, index) => (
            <figure className="doc-slider__slide" key={`${image.src}-${index}`}>
              <img src={image.src} alt={image.alt} loading="lazy" />
              {editor.isEditable && (
                <Group gap={4} className={classes.slideControls}>
                  <ActionIcon
                    size="sm"
                    variant="filled"
                    color="dark"
                    disabled={index === 0}
                    aria-label={t('slider.left')}
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
                    aria-label={t('slider.right')}
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
                    aria-label={t('slider.remove')}
                    onClick={() => {
                      updateAttributes({ images: images.filter((_, at) => at !== index) });
                    }}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              )}
            </figure>
          ))}
        </div>
      </div>
      {editor.isEditable && (
        <Group gap="sm" mt={6} contentEditable={false}>
          <Text size="xs" c="dimmed">
            {t('slider.count', { count: images.length })}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPhotoPlus size={14} />}
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            {t('slider.add')}
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            onChange={(event) => void add(event.currentTarget.files)}
          />
          {progress !== null && <Progress value={progress * 100} w={120} aria-label={t('upload.progress')} />}
          {error && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
        </Group>
      )}
    </NodeViewWrapper>
  );
}
