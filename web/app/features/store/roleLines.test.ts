import { describe, expect, it } from 'vitest';

import { formatKits, parseAbilities, parseKits, parseTexts } from './roleLines';

describe('role lines', () => {
  it('reads texts and abilities, one a line, a missing English copying the Russian', () => {
    expect(parseTexts('Полёт | Flight\n\nЦвет')).toEqual([
      { ru: 'Полёт', en: 'Flight' },
      { ru: 'Цвет', en: 'Цвет' },
    ]);
    expect(parseAbilities('/fly | Полёт | Fly')).toEqual([
      { command: '/fly', description: { ru: 'Полёт', en: 'Fly' } },
    ]);
  });

  it('reads kits with their items and refuses a bad interval', () => {
    const kits = parseKits('24 | Набор | Kit | Хлеб; Кирка | Bread; Pickaxe');
    expect(kits).toEqual([
      {
        claimIntervalHours: 24,
        name: { ru: 'Набор', en: 'Kit' },
        items: [
          { ru: 'Хлеб', en: 'Bread' },
          { ru: 'Кирка', en: 'Pickaxe' },
        ],
      },
    ]);
    expect(parseKits(formatKits(kits ?? []))).toEqual(kits);
    expect(parseKits('daily | Набор')).toBeNull();
  });
});
