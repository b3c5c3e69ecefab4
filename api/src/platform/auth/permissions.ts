import type { PermissionTreeValue } from '../../db/schema/accounts.js';

/** A user's permissions: the union of their role groups' trees (a `true` leaf wins over a subtree). */
export function mergePermissionTrees(trees: PermissionTreeValue[]): PermissionTreeValue {
  const merged: PermissionTreeValue = {};
  for (const tree of trees) mergeInto(merged, tree);
  return merged;
}

function mergeInto(target: PermissionTreeValue, source: PermissionTreeValue): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (value === true || existing === true) {
      target[key] = value === true ? true : existing === true ? true : value;
    } else if (typeof value === 'object') {
      const branch: PermissionTreeValue = typeof existing === 'object' ? existing : {};
      mergeInto(branch, value);
      target[key] = branch;
    } else if (existing === undefined) {
      target[key] = value;
    }
  }
}

/** docs/product.md#permissions: passes only when the whole dotted path resolves to a truthy value. */
export function hasPermission(tree: PermissionTreeValue, path: string): boolean {
  let node: PermissionTreeValue | boolean | undefined = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = node[key];
  }
  return node === true || typeof node === 'object';
}

/** `['web.documents.create']` → `{ web: { documents: { create: true } } }` (seed and tests). */
export function permissionTree(paths: string[]): PermissionTreeValue {
  const tree: PermissionTreeValue = {};
  for (const path of paths) {
    const keys = path.split('.');
    let node = tree;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = true;
        return;
      }
      const next = node[key];
      const branch: PermissionTreeValue = typeof next === 'object' ? next : {};
      node[key] = branch;
      node = branch;
    });
  }
  return tree;
}

/** `{ web: { documents: { create: true } } }` → `['web.documents.create']`: the granted leaves, sorted. */
export function permissionPaths(tree: PermissionTreeValue, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (value === true) paths.push(path);
    else if (typeof value === 'object') paths.push(...permissionPaths(value, path));
  }
  return paths.sort();
}
