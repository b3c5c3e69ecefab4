// A feature's files are its own: other code reaches a feature only through its public file
// (`features/<name>/index.ts`, or `index.server.ts` for what only the server may run). A local rule
// because `no-restricted-imports` matches the text of a path, and the same file is `../../x/views/A`
// from one folder and `../features/x/views/A` from another.
import path from 'node:path';

const FEATURE = /[\\/]web[\\/]app[\\/]features[\\/]([^\\/]+)(?:[\\/](.*))?$/;
const PUBLIC = /^(?:index(?:\.server)?(?:\.tsx?)?)?$/;

function featureOf(file) {
  const match = FEATURE.exec(file);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Refuses imports into another feature's folders: use its public file." },
    messages: {
      deep: "'{{source}}' reaches into the {{feature}} feature: import from features/{{feature}} (its index.ts) instead.",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), node.value));
      if (!target || target.name === own?.name || PUBLIC.test(target.rest)) return;
      context.report({ node, messageId: 'deep', data: { source: node.value, feature: target.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('../../x/views/A') would tie a test to another feature's file layout just the same.
      'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|importActual)$/]': (
        node,
      ) => check(node.arguments[0]),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
