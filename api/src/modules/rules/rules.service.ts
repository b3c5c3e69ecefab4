import { asc } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { rules, ruleSections } from '../../db/schema/documents.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import type { RuleBook, RuleBookSource } from './rules.schemas.js';

/** The rules page: sections of numbered rules, each with its punishment. */
export class RulesService {
  constructor(private readonly db: Db) {}

  async book(locale: Locale): Promise<RuleBook> {
    const source = await this.source();
    return {
      locale,
      sections: source.sections.map((section, sectionIndex) => ({
        id: section.id,
        number: sectionIndex + 1,
        title: section.title[locale] || section.title.ru,
        rules: section.rules.map((rule, ruleIndex) => ({
          id: rule.id,
          number: `${sectionIndex + 1}.${ruleIndex + 1}`,
          text: rule.text[locale] || rule.text.ru,
          note: rule.note[locale] || rule.note.ru,
          punishmentType: rule.punishmentType,
          durationMinutes: rule.durationMinutes,
        })),
      })),
    };
  }

  async source() {
    const [sectionRows, ruleRows] = await Promise.all([
      this.db.select().from(ruleSections).orderBy(asc(ruleSections.position)),
      this.db.select().from(rules).orderBy(asc(rules.position)),
    ]);
    return {
      sections: sectionRows.map((section) => ({
        id: section.id,
        title: section.title,
        rules: ruleRows
          .filter((rule) => rule.sectionId === section.id)
          .map(({ id, text, note, punishmentType, durationMinutes }) => ({
            id,
            text,
            note,
            punishmentType,
            durationMinutes,
          })),
      })),
    };
  }

  /** Replaces the whole book in one transaction: readers never see half of an edit. */
  async replace(book: RuleBookSource): Promise<void> {
    for (const section of book.sections) {
      if (section.title.ru.trim() === '') throw invalid();
      for (const rule of section.rules) {
        if (rule.text.ru.trim() === '') throw invalid();
        if (
          rule.punishmentType === 'permanent' ? rule.durationMinutes !== null : rule.durationMinutes === null
        ) {
          throw new AppError(
            'VALIDATION_FAILED',
            {
              ru: 'Срок указывается для мута и бана, но не для вечного бана',
              en: 'A mute or ban needs a duration; a permanent ban has none',
            },
            { field: 'durationMinutes' },
          );
        }
      }
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(ruleSections);
      for (const [position, section] of book.sections.entries()) {
        const [row] = await tx.insert(ruleSections).values({ position, title: section.title }).returning();
        if (row === undefined || section.rules.length === 0) continue;
        await tx.insert(rules).values(
          section.rules.map((rule, index) => ({
            sectionId: row.id,
            position: index,
            text: rule.text,
            note: rule.note,
            punishmentType: rule.punishmentType,
            durationMinutes: rule.durationMinutes,
          })),
        );
      }
    });
  }
}

function invalid(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    { ru: 'Заполните текст на русском языке', en: 'Fill in the Russian text' },
    { field: 'text' },
  );
}
