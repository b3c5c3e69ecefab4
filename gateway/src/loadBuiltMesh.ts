import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { MeshHandler } from './cachedHandler.js';

interface BuiltMesh {
  createBuiltMeshHTTPHandler: () => MeshHandler;
}

/**
 * Loads the handler `mesh build` wrote to gateway/.mesh. Imported by path at run time so the generated
 * code stays out of our strict type-check (it is build output, like web/app/generated).
 */
export async function loadBuiltMesh(): Promise<MeshHandler> {
  const entry = path.resolve(import.meta.dirname, '..', '.mesh', 'index.js');
  const built = (await import(pathToFileURL(entry).href)) as BuiltMesh;
  return built.createBuiltMeshHTTPHandler();
}
