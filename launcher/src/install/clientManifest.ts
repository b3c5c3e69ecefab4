// What the api serves at `/api-launcher/clients/{uuid}/manifest`: the version data that starts the game and
// every file with its size, hashes and addresses (the first address first, mirrors after it).

export interface ManifestFile {
  /** Relative to the client's folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
  sha1: string;
  /** Absolute, or relative to the api's address. */
  urls: string[];
}

export interface ClientManifest {
  uuid: string;
  version: string;
  javaMajor: number;
  mainClass: string;
  /** Class path entries, relative to the client's folder. */
  classpath: string[];
  jvmArgs: string[];
  gameArgs: string[];
  files: ManifestFile[];
  /**
   * Optional authlib-injector agent: its jar (a manifest file) and the Yggdrasil API root it points the
   * game at (absolute, or relative to the api: `/api-launcher/yggdrasil/`).
   */
  authlibInjector?: { jar: string; apiRoot: string } | null;
}

const HEX64 = /^[0-9a-f]{64}$/;

/** A manifest path must stay inside the client's folder: no absolute paths, no `..`, no backslashes. */
export function isSafeRelativePath(value: string): boolean {
  if (value === '' || value.startsWith('/') || value.includes('\\') || /^[a-zA-Z]:/.test(value)) return false;
  return value.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The api is trusted for content, not for shape: a broken manifest must fail before any file is written. */
export function parseManifest(value: unknown): ClientManifest {
  const fail = (why: string): never => {
    throw new Error(`The client manifest is invalid: ${why}`);
  };
  if (typeof value !== 'object' || value === null) fail('not an object');
  const manifest = value as ClientManifest;
  if (typeof manifest.mainClass !== 'string' || typeof manifest.version !== 'string')
    fail('no main class or version');
  if (!Array.isArray(manifest.files) || !Array.isArray(manifest.classpath)) fail('no files');
  for (const file of manifest.files) {
    if (!isSafeRelativePath(file.path)) fail(`unsafe path ${JSON.stringify(file.path)}`);
    if (!HEX64.test(file.sha256) || !Number.isSafeInteger(file.size) || file.size < 0)
      fail(`bad hash or size of ${file.path}`);
    if (!Array.isArray(file.urls) || file.urls.length === 0) fail(`no address for ${file.path}`);
  }
  for (const entry of manifest.classpath) if (!isSafeRelativePath(entry)) fail(`unsafe class path ${entry}`);
  checkAuthlibInjector(manifest, fail);
  return manifest;
}

/**
 * The agent jar is handed to `-javaagent:`, so it runs with the game's rights before anything else: it
 * must be a path inside the folder and one of the manifest's own files, so its hash was checked on install.
 */
function checkAuthlibInjector(manifest: ClientManifest, fail: (why: string) => never): void {
  const injector = manifest.authlibInjector;
  if (injector === undefined || injector === null) return;
  if (
    typeof injector !== 'object' ||
    typeof injector.jar !== 'string' ||
    typeof injector.apiRoot !== 'string'
  )
    fail('authlib-injector needs a jar and an API root');
  if (!isSafeRelativePath(injector.jar)) fail(`unsafe authlib-injector path ${JSON.stringify(injector.jar)}`);
  if (!manifest.files.some((file) => file.path === injector.jar))
    fail(`the authlib-injector jar ${injector.jar} is not one of the client's files`);
}
