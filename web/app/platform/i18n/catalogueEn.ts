// One chunk with every English catalogue: the browser loads only its page's language (loadLanguage.ts).
export default import.meta.glob<Record<string, unknown>>('../../i18n/en/*.json', {
  eager: true,
  import: 'default',
});
