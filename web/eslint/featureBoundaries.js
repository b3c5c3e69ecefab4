// A feature's files are its own: other code reaches a feature only through its public file
// (`features/<name>/index.ts`, or `index.server.ts` for what only the server may run).
import { folderBoundaries } from '../../eslint/folderBoundaries.js';

const PUBLIC = /^(?:index(?:\.server)?(?:\.tsx?)?)?$/;

export const featureBoundaries = folderBoundaries({
  folder: /[\\/]web[\\/]app[\\/]features[\\/]([^\\/]+)(?:[\\/](.*))?$/,
  isPublic: (inside) => PUBLIC.test(inside),
  description: "Refuses imports into another feature's folders: use its public file.",
  message:
    "'{{source}}' reaches into the {{name}} feature: import from features/{{name}} (its index.ts) instead.",
});

export default { rules: { 'feature-boundaries': featureBoundaries } };
