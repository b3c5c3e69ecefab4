import { readFile, rename, writeFile } from 'node:fs/promises';

export interface StatEntry {
  size: number;
  mtimeMs: number;
  sha256: string;
}

/**
 * The last verified size, modification time and hash of every installed file. A re-check trusts a file
 * whose size and mtime are unchanged, so an unchanged install is verified without reading its bytes.
 */
export class StatIndex {
  private constructor(
    private readonly file: string,
    readonly entries: Map<string, StatEntry>,
  ) {}

  static async load(file: string): Promise<StatIndex> {
    try {
      const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, StatEntry>;
      return new StatIndex(file, new Map(Object.entries(raw)));
    } catch {
      return new StatIndex(file, new Map());
    }
  }

  async save(): Promise<void> {
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, JSON.stringify(Object.fromEntries(this.entries)));
    await rename(temporary, this.file);
  }
}
