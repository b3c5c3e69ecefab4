// The namespaces every page uses (the root's, the entry's and the site layouts'), in one chunk: one
// request instead of five. The same list is in everyPageRu.ts and excluded in loadLanguage.ts (everyPage.test.ts).
export default import.meta.glob<Record<string, unknown>>(
  '../../i18n/en/{common,errors,accounts,oauth,recovery}.json',
  {
    eager: true,
    import: 'default',
  },
);
