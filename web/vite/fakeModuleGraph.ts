import type { ChunkingContext, ModuleInfo } from 'rolldown';

/**
 * For the chunking groups' tests: a module graph as rolldown's chunking context shows it, each module's
 * code and resolved imports.
 */
export function fakeModuleGraph(
  modules: Record<string, { code: string; imports?: string[] }>,
): ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (module === undefined) return null;
      return { id, code: module.code, importedIds: module.imports ?? [] } as unknown as ModuleInfo;
    },
  };
}
