import { spawn } from 'node:child_process';
import path from 'node:path';

export interface JavaRuntime {
  executable: string;
  major: number;
}

export interface FindJavaOptions {
  /** Java chosen in the launcher's settings: tried first. */
  configured: string | null;
  env: NodeJS.ProcessEnv;
  required: number;
}

/** `java -version` prints `version "17.0.9"` or, before Java 9, `version "1.8.0_392"`, on stderr. */
export function parseJavaMajor(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (match === null) return null;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function probe(executable: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(executable, ['-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', () => {
      resolve(null);
    });
    child.on('close', () => {
      resolve(parseJavaMajor(output));
    });
  });
}

export class JavaNotFoundError extends Error {
  constructor(required: number, tried: string[]) {
    super(
      `Java ${required} or newer was not found (tried: ${tried.join(', ') || 'nothing'}). ` +
        'Install it, set JAVA_HOME, or choose the java executable in the launcher settings.',
    );
  }
}

/** The first Java that fits the client: the configured one, then JAVA_HOME, then `java` on PATH. */
export async function findJava(options: FindJavaOptions): Promise<JavaRuntime> {
  const binary = process.platform === 'win32' ? 'java.exe' : 'java';
  const candidates = [
    options.configured,
    options.env.JAVA_HOME ? path.join(options.env.JAVA_HOME, 'bin', binary) : null,
    binary,
  ].filter((value): value is string => value !== null && value !== '');
  const tried: string[] = [];
  for (const executable of candidates) {
    const major = await probe(executable);
    tried.push(major === null ? executable : `${executable} (Java ${major})`);
    if (major !== null && major >= options.required) return { executable, major };
  }
  throw new JavaNotFoundError(options.required, tried);
}
