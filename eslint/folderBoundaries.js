// Folders that meet only through their public files: the site's features (web/eslint) and the api's
// modules (api/eslint). A local rule because `no-restricted-imports` matches the text of a path, and the
// same file is `../../x/views/A` from one folder and `../features/x/views/A` from another: the rule
// resolves each relative import and compares the folders it lands in.
import path from 'node:path';

/**
 * @param {object} options
 * @param {RegExp} options.folder matches a file inside one of the folders: group 1 its name, group 2 its path inside
 * @param {(inside: string, importer: string) => boolean} options.isPublic whether a file of a folder, by its
 *   path inside it, may be imported from `importer` (a file outside that folder)
 * @param {string} options.description
 * @param {string} options.message shown for a refused import; `{{source}}` and `{{name}}` are filled in
 * @returns {import('eslint').Rule.RuleModule}
 */
export function folderBoundaries({ folder, isPublic, description, message }) {
  const folderOf = (file) => {
    const match = folder.exec(file);
    return match ? { name: match[1], inside: match[2] ?? '' } : null;
  };
  return {
    meta: { type: 'problem', docs: { description }, messages: { deep: message }, schema: [] },
    create(context) {
      const own = folderOf(context.filename);
      const check = (node) => {
        if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
        const target = folderOf(path.resolve(path.dirname(context.filename), node.value));
        if (!target || target.name === own?.name || isPublic(target.inside, context.filename)) return;
        context.report({ node, messageId: 'deep', data: { source: node.value, name: target.name } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        // vi.mock('../../x/views/A') would tie a test to another folder's file layout just the same.
        'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|importActual)$/]': (
          node,
        ) => check(node.arguments[0]),
      };
    },
  };
}
