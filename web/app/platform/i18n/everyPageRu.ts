// The namespaces every page uses (the root's, the entry's and the site layouts'), in one chunk: one
// request instead of five. The same list is in everyPageEn.ts and excluded in loadLanguage.ts (everyPage.test.ts).
export default import.meta.glob<Record<string, unknown>>(
  '../../i18n/ru/{common,errors,accounts,oauth,recovery}.json',
  {
    eager: true,
    import: 'default',
  },
);
