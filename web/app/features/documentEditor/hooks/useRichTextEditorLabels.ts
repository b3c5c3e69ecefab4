import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The texts of Mantine's own controls (link and colour popovers) in the page's language. */
export function useRichTextEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('documentEditor');
  return useMemo(
    () => ({
      linkControlLabel: t('toolbar.link'),
      unlinkControlLabel: t('toolbar.unlink'),
      colorPickerControlLabel: t('toolbar.color'),
      unsetColorControlLabel: t('toolbar.unsetColor'),
      linkEditorInputLabel: t('linkEditor.address'),
      linkEditorInputPlaceholder: t('linkEditor.placeholder'),
      linkEditorExternalLink: t('linkEditor.external'),
      linkEditorInternalLink: t('linkEditor.internal'),
      linkEditorSave: t('linkEditor.save'),
      colorPickerCancel: t('colorPicker.cancel'),
      colorPickerClear: t('colorPicker.clear'),
      colorPickerColorPicker: t('colorPicker.picker'),
      colorPickerPalette: t('colorPicker.palette'),
      colorPickerSave: t('colorPicker.save'),
      colorPickerColorLabel: (color: string) => t('colorPicker.swatch', { color }),
    }),
    [t],
  );
}
