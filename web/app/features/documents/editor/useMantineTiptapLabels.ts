import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's built-in controls (link, colour) in the page's language. */
export function useMantineTiptapLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('documents');
  return useMemo(
    () => ({
      linkControlLabel: t('toolbar.link'),
      unlinkControlLabel: t('toolbar.unlink'),
      colorPickerControlLabel: t('toolbar.color'),
      unsetColorControlLabel: t('toolbar.unsetColor'),
      linkEditorInputLabel: t('toolbar.linkAddress'),
      linkEditorInputPlaceholder: 'https://example.com',
      linkEditorExternalLink: t('toolbar.linkExternal'),
      linkEditorInternalLink: t('toolbar.linkInternal'),
      linkEditorSave: t('toolbar.save'),
      colorPickerCancel: t('toolbar.cancel'),
      colorPickerClear: t('toolbar.unsetColor'),
      colorPickerColorPicker: t('toolbar.colorPicker'),
      colorPickerPalette: t('toolbar.palette'),
      colorPickerSave: t('toolbar.save'),
      colorPickerColorLabel: (color: string) => t('toolbar.setColor', { color }),
    }),
    [t],
  );
}
