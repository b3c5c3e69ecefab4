import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

export const RedirectRule = Type.Object(
  {
    path: Type.String({ description: 'The old address, without language prefix', examples: ['/shop'] }),
    target: Type.String({
      description: 'A language-neutral site path (the site adds the visitor language) or an absolute URL',
      examples: ['/store'],
    }),
    permanent: Type.Boolean({ description: 'true: a permanent move (301); false: a temporary one (302)' }),
  },
  { $id: 'RedirectRule', title: 'RedirectRule' },
);
export type RedirectRule = Static<typeof RedirectRule>;

export const RedirectLookup = Type.Object(
  { rule: Type.Union([ref(RedirectRule), Type.Null()]) },
  { $id: 'RedirectLookup', title: 'RedirectLookup' },
);
export type RedirectLookup = Static<typeof RedirectLookup>;

export const RedirectRuleList = Type.Object(
  { items: Type.Array(ref(RedirectRule)) },
  { $id: 'RedirectRuleList', title: 'RedirectRuleList' },
);

export const RedirectRuleInput = Type.Object(
  {
    path: Type.String({ minLength: 2, maxLength: 500 }),
    target: Type.String({ minLength: 1, maxLength: 2000 }),
    permanent: Type.Optional(Type.Boolean({ default: true })),
  },
  { $id: 'RedirectRuleInput', title: 'RedirectRuleInput' },
);

export const RedirectRuleDeleted = Type.Object(
  { deleted: Type.Boolean() },
  { $id: 'RedirectRuleDeleted', title: 'RedirectRuleDeleted' },
);

export const redirectSchemas = [
  RedirectRule,
  RedirectLookup,
  RedirectRuleList,
  RedirectRuleInput,
  RedirectRuleDeleted,
];
