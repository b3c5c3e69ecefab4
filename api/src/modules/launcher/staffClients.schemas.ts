import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

const lines = (description: string) =>
  Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 500, description });

/** What the owner fills in on the screen: the manifest's version data, the files it names by path. */
export const StaffLauncherRelease = Type.Object(
  {
    version: Type.String({ minLength: 1, maxLength: 40 }),
    javaMajor: Type.Integer({ minimum: 8, maximum: 99, description: 'The lowest Java major version' }),
    mainClass: Type.String({ maxLength: 200 }),
    classpath: lines('Jars or folders of the files, in order'),
    jvmArgs: lines('Java options, one per item'),
    gameArgs: lines("The game's arguments, one per item"),
    icon: Type.Optional(Type.String({ maxLength: 500, description: 'A file of the version' })),
    background: Type.Optional(Type.String({ maxLength: 500, description: 'A file of the version' })),
    authlibInjectorJar: Type.Optional(
      Type.String({
        maxLength: 500,
        description: 'The authlib-injector jar, one of the files; skins in game',
      }),
    ),
  },
  { $id: 'StaffLauncherRelease', title: 'StaffLauncherRelease' },
);
export type StaffLauncherRelease = Static<typeof StaffLauncherRelease>;

export const StaffLauncherFile = Type.Object(
  { path: Type.String(), size: Type.Integer({ minimum: 0 }) },
  { $id: 'StaffLauncherFile', title: 'StaffLauncherFile' },
);

/** Files stored and waiting for their version data; `suggested` is the folder's lodestone-client.json. */
export const StaffLauncherFileSet = Type.Object(
  {
    id: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    files: Type.Array(ref(StaffLauncherFile)),
    suggested: Type.Union([ref(StaffLauncherRelease), Type.Null()]),
  },
  { $id: 'StaffLauncherFileSet', title: 'StaffLauncherFileSet' },
);
export type StaffLauncherFileSet = Static<typeof StaffLauncherFileSet>;

export const StaffLauncherVersion = Type.Object(
  {
    id: Type.Integer(),
    version: Type.String(),
    javaMajor: Type.Integer(),
    mainClass: Type.String(),
    fileCount: Type.Integer(),
    size: Type.Number({ description: 'Bytes of all its files' }),
    source: Type.String({ description: 'cli, upload or folder' }),
    createdAt: Type.String({ format: 'date-time' }),
    served: Type.Boolean({ description: 'The version the launcher is given now' }),
  },
  { $id: 'StaffLauncherVersion', title: 'StaffLauncherVersion' },
);

export const StaffLauncherClient = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    slug: Type.String(),
    serverSlug: Type.String(),
    serverName: Type.String(),
    version: Type.String({ description: 'The served version' }),
    publishedAt: Type.String({ format: 'date-time' }),
    iconUrl: Type.Union([Type.String(), Type.Null()]),
    backgroundUrl: Type.Union([Type.String(), Type.Null()]),
    versions: Type.Array(ref(StaffLauncherVersion), { description: 'Newest first' }),
  },
  { $id: 'StaffLauncherClient', title: 'StaffLauncherClient' },
);
export type StaffLauncherClient = Static<typeof StaffLauncherClient>;

export const StaffLauncherServer = Type.Object(
  { slug: Type.String(), name: Type.String() },
  { $id: 'StaffLauncherServer', title: 'StaffLauncherServer' },
);

export const StaffLauncherClients = Type.Object(
  {
    clients: Type.Array(ref(StaffLauncherClient)),
    servers: Type.Array(ref(StaffLauncherServer)),
    folderRoot: Type.Union([Type.String(), Type.Null()], {
      description: 'The server folder client folders are read from; null: reading folders is off',
    }),
  },
  { $id: 'StaffLauncherClients', title: 'StaffLauncherClients' },
);

export const StaffLauncherFolderInput = Type.Object(
  { folder: Type.String({ minLength: 1, maxLength: 1000, description: 'Relative to the folder root' }) },
  { $id: 'StaffLauncherFolderInput', title: 'StaffLauncherFolderInput' },
);

const clientSlug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' });

export const StaffLauncherPublishInput = Type.Object(
  {
    fileSet: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    server: Type.String({ minLength: 1, maxLength: 64 }),
    slug: Type.Optional({ ...clientSlug, description: "The client's name; default: the server's slug" }),
    release: ref(StaffLauncherRelease),
  },
  { $id: 'StaffLauncherPublishInput', title: 'StaffLauncherPublishInput' },
);
export type StaffLauncherPublishInput = Static<typeof StaffLauncherPublishInput>;

export const StaffLauncherRollbackInput = Type.Object(
  { slug: clientSlug, versionId: Type.Integer({ minimum: 1 }) },
  { $id: 'StaffLauncherRollbackInput', title: 'StaffLauncherRollbackInput' },
);

export const StaffLauncherArchiveBody = Type.Object({
  file: Type.Unsafe<MultipartFile | MultipartValue>({
    isFile: true,
    description: 'A ZIP archive of the client folder (stored or deflated), within the site upload limit',
  }),
});

export const staffClientSchemas = [
  StaffLauncherRelease,
  StaffLauncherFile,
  StaffLauncherFileSet,
  StaffLauncherVersion,
  StaffLauncherClient,
  StaffLauncherServer,
  StaffLauncherClients,
  StaffLauncherFolderInput,
  StaffLauncherPublishInput,
  StaffLauncherRollbackInput,
];
