import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

export const LauncherClient = Type.Object(
  {
    uuid: Type.String({ format: 'uuid', description: 'Stable: derived from the client slug' }),
    serverSlug: Type.String(),
    name: Type.String(),
    gameVersion: Type.String(),
    address: Type.String(),
    version: Type.String({ description: 'The published client version' }),
    javaMajor: Type.Integer({ description: 'The lowest Java major version the client runs on' }),
    iconUrl: Type.Union([Type.String(), Type.Null()]),
    backgroundUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'LauncherClient', title: 'LauncherClient' },
);
export type LauncherClient = Static<typeof LauncherClient>;

export const LauncherClientList = Type.Object(
  { items: Type.Array(ref(LauncherClient)) },
  { $id: 'LauncherClientList', title: 'LauncherClientList' },
);
export type LauncherClientList = Static<typeof LauncherClientList>;

export const LauncherManifestFile = Type.Object(
  {
    path: Type.String({ description: 'Relative to the client folder, / separated' }),
    size: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    sha1: Type.String({ pattern: '^[0-9a-f]{40}$' }),
    urls: Type.Array(Type.String(), { description: 'First address first, mirrors after it' }),
  },
  { $id: 'LauncherManifestFile', title: 'LauncherManifestFile' },
);

export const LauncherAuthlibInjector = Type.Object(
  { jar: Type.String(), apiRoot: Type.String() },
  { $id: 'LauncherAuthlibInjector', title: 'LauncherAuthlibInjector' },
);

export const LauncherManifest = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    version: Type.String(),
    javaMajor: Type.Integer(),
    mainClass: Type.String(),
    classpath: Type.Array(Type.String()),
    jvmArgs: Type.Array(Type.String()),
    gameArgs: Type.Array(Type.String()),
    files: Type.Array(ref(LauncherManifestFile)),
    authlibInjector: Type.Union([ref(LauncherAuthlibInjector), Type.Null()]),
  },
  { $id: 'LauncherManifest', title: 'LauncherManifest' },
);
export type LauncherManifest = Static<typeof LauncherManifest>;

export const LauncherClientParams = Type.Object(
  { uuid: Type.String({ format: 'uuid' }) },
  { $id: 'LauncherClientParams', title: 'LauncherClientParams' },
);

export const launcherSchemas = [
  LauncherClient,
  LauncherClientList,
  LauncherManifestFile,
  LauncherAuthlibInjector,
  LauncherManifest,
  LauncherClientParams,
];
