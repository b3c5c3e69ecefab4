// One chunk with every Russian catalogue: the browser loads only its page's language (loadLanguage.ts).
export default import.meta.glob<Record<string, unknown>>('../../i18n/ru/*.json', {
  eager: true,
  import: 'default',
});
