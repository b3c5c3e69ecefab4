import type {
  StoreAbilityInputInput,
  StoreKitInputInput,
  StoreTextInputInput,
} from '../../generated/graphql';

// Staff write a role's lists as lines of text, one entry a line, columns split by "|": quicker than a
// form per entry, and what a pasted price sheet already looks like.

const columns = (line: string) => line.split('|').map((part) => part.trim());
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** "ru | en" per line; a line without "|" serves both languages. */
export function parseTexts(text: string): StoreTextInputInput[] {
  return lines(text).map((line) => {
    const [ru = '', en] = columns(line);
    return { ru, en: en ?? ru };
  });
}

export function formatTexts(texts: StoreTextInputInput[]): string {
  return texts.map((text) => `${text.ru} | ${text.en}`).join('\n');
}

/** "/command | ru | en" per line. */
export function parseAbilities(text: string): StoreAbilityInputInput[] {
  return lines(text).map((line) => {
    const [command = '', ru = '', en] = columns(line);
    return { command, description: { ru, en: en ?? ru } };
  });
}

export function formatAbilities(abilities: StoreAbilityInputInput[]): string {
  return abilities
    .map((item) => `${item.command} | ${item.description.ru} | ${item.description.en}`)
    .join('\n');
}

/** "hours | name ru | name en | items ru ; … | items en ; …" per line. */
export function parseKits(text: string): StoreKitInputInput[] | null {
  const kits: StoreKitInputInput[] = [];
  for (const line of lines(text)) {
    const [hours = '', ru = '', en, itemsRu = '', itemsEn = ''] = columns(line);
    const claimIntervalHours = Number(hours);
    if (!Number.isInteger(claimIntervalHours) || claimIntervalHours < 1) return null;
    const ruItems = itemsRu
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const enItems = itemsEn.split(';').map((item) => item.trim());
    kits.push({
      claimIntervalHours,
      name: { ru, en: en ?? ru },
      items: ruItems.map((item, index) => {
        const english = enItems[index];
        return { ru: item, en: english !== undefined && english !== '' ? english : item };
      }),
    });
  }
  return kits;
}

export function formatKits(kits: StoreKitInputInput[]): string {
  return kits
    .map((kit) => {
      const items = kit.items;
      return [
        String(kit.claimIntervalHours),
        kit.name.ru,
        kit.name.en,
        items.map((item) => item.ru).join('; '),
        items.map((item) => item.en).join('; '),
      ].join(' | ');
    })
    .join('\n');
}
