/**
 * Which i18n namespaces a module's code needs, read from the forms the site uses (docs/performance.md):
 * `useTranslation('ns')`, `useTranslation(['a', 'b'])`, keys written with their namespace (`'ns:key'`,
 * `` `ns:${key}` ``, `i18nKey="ns:key"`, `getI18n(lang).t('ns:key')`), `getFixedT(lng, 'ns')` and `ns:`
 * options. A key without a namespace resolves in the namespaces of the `t` it is given to, which its own
 * module declares. Usages whose namespace is only known at run time throw: a namespace the finder missed
 * would show raw keys in the browser, so the build must fail instead.
 */
export function findNamespaces(code: string, known: ReadonlySet<string>, file: string): Set<string> {
  const found = new Set<string>();
  const fail = (at: number, why: string): never => {
    const line = code.slice(0, at).split('\n').length;
    const excerpt = code.slice(at, at + 60).split('\n')[0];
    throw new Error(
      `i18n namespaces: ${file}:${line}: ${why} (\`${excerpt}\`). Name the namespace literally so the ` +
        'build can load it with the page (web/vite/findNamespaces.ts).',
    );
  };
  const add = (at: number, namespace: string) => {
    if (!known.has(namespace)) fail(at, `unknown namespace '${namespace}'`);
    found.add(namespace);
  };
  const literals = (at: number, text: string) => {
    for (const [, , namespace = ''] of text.matchAll(/(["'`])(\w+)\1/g)) add(at, namespace);
  };

  const STRING = String.raw`(?:"\w+"|'\w+'|\x60\w+\x60)`;
  const LIST = String.raw`(?:${STRING}|\[\s*(?:${STRING}\s*,?\s*)*\])`;

  for (const match of code.matchAll(/\buseTranslation\(/g)) {
    const at = match.index;
    const rest = code.slice(at + match[0].length);
    const args = new RegExp(String.raw`^\s*(?:\)|(${LIST})\s*[,)])`).exec(rest);
    if (!args) fail(at, 'useTranslation with a namespace that is not a literal');
    else if (args[1] !== undefined) literals(at, args[1]);
  }
  for (const match of code.matchAll(/\bgetFixedT\(/g)) {
    const at = match.index;
    const rest = code.slice(at + match[0].length);
    const args = new RegExp(String.raw`^[^,()]*(?:\)|,\s*(${LIST})\s*[,)])`).exec(rest);
    if (!args) fail(at, 'getFixedT with a namespace that is not a literal');
    else if (args[1] !== undefined) literals(at, args[1]);
  }
  // `{ ns: 'a' }` options of t() and <Trans ns="a">, which the JSX transform turns into the same property.
  for (const match of code.matchAll(/(?<![\w$.])["']?ns["']?\s*[:=]\s*/g)) {
    const at = match.index;
    const rest = code.slice(at + match[0].length);
    const value = new RegExp(String.raw`^(?:${LIST}|\{\s*${LIST}\s*\})`).exec(rest);
    if (!value) fail(at, 'an `ns` option that is not a literal');
    else literals(at, value[0]);
  }
  // Keys written with their namespace: a string or template literal starting with `ns:`.
  for (const [, , namespace = ''] of code.matchAll(/(["'`])(\w+):/g)) {
    if (known.has(namespace)) found.add(namespace);
  }
  // A key given to t() or i18nKey whose namespace is an expression: `${namespace}:key`, namespace + ':key'.
  const DYNAMIC = /(?:\bt\(|i18nKey\s*[:=]\s*\{?)\s*(?:`\$\{[^}]*\}:|[\w.]+\s*\+\s*["'`]:)/g;
  for (const match of code.matchAll(DYNAMIC)) fail(match.index, 'a key whose namespace is an expression');
  return found;
}
