import { describe, expect, it } from 'vitest';

import { resources } from '../../platform/i18n/resources';
import { TOOLBAR_GROUPS } from './toolbarGroups';

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

const controls = TOOLBAR_GROUPS.flat();

describe('TOOLBAR_GROUPS', () => {
  it.each(controls.map((control) => [control.id, control.labelKey]))(
    '%s has its label %s in both catalogues',
    (_id, labelKey) => {
      for (const lang of ['en', 'ru'] as const) {
        const label = lookup(resources[lang].documentEditor, labelKey);
        expect(typeof label, `${lang}: ${labelKey}`).toBe('string');
        expect(label).not.toBe('');
      }
    },
  );

  it('gives every control its own id and label', () => {
    expect(new Set(controls.map((control) => control.id)).size).toBe(controls.length);
    expect(new Set(controls.map((control) => control.labelKey)).size).toBe(controls.length);
  });

  it('offers every feature the documents need', () => {
    expect(controls.map((control) => control.id)).toEqual(
      expect.arrayContaining([
        'heading2',
        'heading3',
        'heading4',
        'bold',
        'italic',
        'underline',
        'strike',
        'color',
        'unsetColor',
        'alignLeft',
        'alignCenter',
        'alignRight',
        'alignJustify',
        'bulletList',
        'orderedList',
        'blockquote',
        'code',
        'codeBlock',
        'link',
        'insertTable',
        'addRow',
        'deleteRow',
        'addColumn',
        'deleteColumn',
        'deleteTable',
        'horizontalRule',
        'image',
        'slider',
        'undo',
        'redo',
      ]),
    );
  });
});
