/**
 * The services modules share, by name. Empty here: each module adds the ports it provides with
 * `declare module '.../platform/modules/ports.js' { interface Ports { ... } }` beside its definition,
 * so adding a module never edits this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Ports {}

export class PortOrderError extends Error {
  override name = 'PortOrderError';
}

/**
 * The ports provided so far. Reading one no module has provided yet is a mistake in the order of
 * `modules/index.ts`, reported at startup with the port's name rather than as `undefined` later.
 */
export function portRegistry(): { ports: Ports; add: (module: string, provided: object) => void } {
  const provided = new Map<string, unknown>();
  const ports = new Proxy({} as Ports, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      if (!provided.has(name))
        throw new PortOrderError(`port "${name}" is read before the module providing it is built`);
      return provided.get(name);
    },
  });
  return {
    ports,
    add: (module, entries) => {
      for (const [name, value] of Object.entries(entries)) {
        if (provided.has(name)) throw new PortOrderError(`module ${module} provides port "${name}" again`);
        provided.set(name, value);
      }
    },
  };
}
