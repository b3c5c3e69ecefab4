// @vitest-environment node
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { getI18n } from '../../../platform/i18n/getI18n';
import type { UploadImage } from '../hooks/useImageUploads';
import { DocumentEditor } from './DocumentEditor';

describe('DocumentEditor on the server', () => {
  it('renders its toolbar without a DOM; the editor itself starts in the browser', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <I18nextProvider i18n={getI18n('ru')}>
        <MantineProvider>
          <DocumentEditor
            value={{ type: 'doc', content: [] }}
            onChange={vi.fn()}
            uploadImage={vi.fn<UploadImage>()}
            label="Текст (русский)"
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('aria-label="Жирный"');
    expect(html).toContain('aria-label="Вставить слайдер"');
    expect(html).not.toContain('ProseMirror');
  });
});
