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

/**
 * docs/product.md#permissions: a path is held when `true` stands at it or at one of its branches above.
 * A branch is held only through its own `true`: `{ staff: {} }` or a few leaves under `staff` do not
 * hold `staff`, so nobody hands out a whole branch for holding one leaf of it.
 */
export function hasPermission(tree: PermissionTreeValue, path: string): boolean {
  let node: PermissionTreeValue | boolean | undefined = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = node[key];
    if (node === true) return true;
  }
  return false;
}

/** `['web.documents.create']` → `{ web: { documents: { create: true } } }` (seed and tests). */
export function permissionTree(paths: string[]): PermissionTreeValue {
  const tree: PermissionTreeValue = {};
  for (const path of paths) {
    const keys = path.split('.');
    let node = tree;
    for (const [index, key] of keys.entries()) {
      const next = node[key];
      // A branch already granted whole holds this path too, whichever came first.
      if (next === true) break;
      if (index === keys.length - 1) {
        node[key] = true;
        break;
      }
      const branch: PermissionTreeValue = typeof next === 'object' ? next : {};
      node[key] = branch;
      node = branch;
    }
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
