import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const PunishmentType = stringEnum(['mute', 'ban', 'permanent'] as const, 'PunishmentType');

const Punishment = {
  punishmentType: ref(PunishmentType),
  durationMinutes: Type.Union([Type.Integer({ minimum: 1, maximum: 525600 }), Type.Null()], {
    description: 'Null for a permanent ban',
  }),
};

export const Rule = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String({ description: 'Like 2.3' }),
    text: Type.String(),
    note: Type.String(),
    ...Punishment,
  },
  { $id: 'Rule', title: 'Rule' },
);

export const RuleSection = Type.Object(
  { id: Type.Integer(), number: Type.Integer(), title: Type.String(), rules: Type.Array(ref(Rule)) },
  { $id: 'RuleSection', title: 'RuleSection' },
);

export const RuleBook = Type.Object(
  { sections: Type.Array(ref(RuleSection)), locale: Type.String() },
  { $id: 'RuleBook', title: 'RuleBook' },
);
export type RuleBook = Static<typeof RuleBook>;

export const LocalizedString = Type.Object(
  { ru: Type.String({ maxLength: 2000 }), en: Type.String({ maxLength: 2000 }) },
  { $id: 'LocalizedString', title: 'LocalizedString' },
);

export const RuleInput = Type.Object(
  { text: ref(LocalizedString), note: ref(LocalizedString), ...Punishment },
  { $id: 'RuleInput', title: 'RuleInput' },
);

export const RuleSectionInput = Type.Object(
  { title: ref(LocalizedString), rules: Type.Array(ref(RuleInput), { maxItems: 100 }) },
  { $id: 'RuleSectionInput', title: 'RuleSectionInput' },
);

/** The whole rule book in both languages, as staff edit it and as it is saved (replaced whole). */
export const RuleBookSource = Type.Object(
  { sections: Type.Array(ref(RuleSectionInput), { maxItems: 50 }) },
  { $id: 'RuleBookSource', title: 'RuleBookSource' },
);
export type RuleBookSource = Static<typeof RuleBookSource>;

export const ruleSchemas = [
  PunishmentType,
  Rule,
  RuleSection,
  RuleBook,
  LocalizedString,
  RuleInput,
  RuleSectionInput,
  RuleBookSource,
];
