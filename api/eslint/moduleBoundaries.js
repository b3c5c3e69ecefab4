// A module's files are its own: code outside `modules/<name>/` reaches it only through its public file,
// `index.ts`, and tests through `testing/index.ts` too (docs/decisions.md, "Module boundaries").
import { folderBoundaries } from '../../eslint/folderBoundaries.js';

const INDEX = /^(?:index(?:\.[jt]s)?)?$/;
const TESTING = /^testing(?:[\\/]index(?:\.[jt]s)?)?$/;
// Test doubles serve tests, the shared api/src/testing, the demo's stand-in game servers and a module's
// own testing folder; production code never loads them.
const TEST_SIDE =
  /\.test\.ts$|[\\/]api[\\/]src[\\/](?:testing|demo)[\\/]|[\\/]modules[\\/][^\\/]+[\\/]testing[\\/]/;

export const moduleBoundaries = folderBoundaries({
  // A module is a folder (no dot in its name): modules/index.ts and the tests beside it are not.
  folder: /[\\/]api[\\/]src[\\/]modules[\\/]([^\\/.]+)(?:[\\/](.*))?$/,
  isPublic: (inside, importer) => INDEX.test(inside) || (TESTING.test(inside) && TEST_SIDE.test(importer)),
  description: "Refuses imports into another module's files: use its index.ts.",
  message:
    "'{{source}}' reaches into the {{name}} module: import from modules/{{name}}/index.js (tests also from its testing/index.js) instead.",
});

export default { rules: { 'module-boundaries': moduleBoundaries } };
