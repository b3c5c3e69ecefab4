import type { RuleBookSource } from '../../modules/rules/index.js';

const text = (ru: string, en: string) => ({ ru, en });
const none = text('', '');
const DAY = 24 * 60;

/** The starting rule book; written only while the rules table is empty, so staff edits survive. */
export const demoRules: RuleBookSource = {
  sections: [
    {
      title: text('Общение', 'Chat'),
      rules: [
        {
          text: text('Оскорбления игроков и администрации.', 'Insulting players or staff.'),
          note: text('Повторное нарушение — бан на сутки.', 'A repeat offence is a one-day ban.'),
          punishmentType: 'mute',
          durationMinutes: 120,
        },
        {
          text: text('Реклама сторонних проектов.', 'Advertising other projects.'),
          note: none,
          punishmentType: 'ban',
          durationMinutes: 7 * DAY,
        },
      ],
    },
    {
      title: text('Игровой процесс', 'Gameplay'),
      rules: [
        {
          text: text('Использование читов и модифицированных клиентов.', 'Using cheats or modified clients.'),
          note: text('Без права разбана.', 'Cannot be bought off.'),
          punishmentType: 'permanent',
          durationMinutes: null,
        },
        {
          text: text('Намеренный гриф чужих построек.', 'Deliberately griefing other players’ builds.'),
          note: text(
            'Ущерб восстанавливается за счёт нарушителя.',
            'The damage is repaired at the offender’s cost.',
          ),
          punishmentType: 'ban',
          durationMinutes: 3 * DAY,
        },
        {
          text: text(
            'Лагомашины и намеренная нагрузка на сервер.',
            'Lag machines and deliberate server load.',
          ),
          note: none,
          punishmentType: 'ban',
          durationMinutes: 14 * DAY,
        },
      ],
    },
  ],
};
