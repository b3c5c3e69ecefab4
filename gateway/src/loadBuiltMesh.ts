import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { GraphQLSchema } from 'graphql';

import type { MeshHandler } from './cachedHandler.js';

interface BuiltMesh {
  createBuiltMeshHTTPHandler: () => MeshHandler;
  getBuiltMesh: () => Promise<{
    schema: GraphQLSchema;
    rawSources: { name: string; handler: { config?: { operationHeaders?: Record<string, string> } } }[];
  }>;
}

export interface LoadedMesh {
  handler: MeshHandler;
  /** The schema the gateway serves (after the boundary transform). */
  schema: GraphQLSchema;
  /** Each api source and the headers Mesh forwards to it (`operationHeaders` in .meshrc.yml). */
  sources: { name: string; operationHeaders?: Record<string, string> }[];
}

/**
 * Loads the handler `mesh build` wrote to gateway/.mesh, and the mesh behind it. Imported by path at run
 * time so the generated code stays out of our strict type-check (it is build output, like
 * web/app/generated).
 */
export async function loadBuiltMesh(): Promise<LoadedMesh> {
  const entry = path.resolve(import.meta.dirname, '..', '.mesh', 'index.js');
  const built = (await import(pathToFileURL(entry).href)) as BuiltMesh;
  const handler = built.createBuiltMeshHTTPHandler();
  const mesh = await built.getBuiltMesh();
  return {
    handler,
    schema: mesh.schema,
    sources: mesh.rawSources.map((source) => ({
      name: source.name,
      operationHeaders: source.handler.config?.operationHeaders,
    })),
  };
}
