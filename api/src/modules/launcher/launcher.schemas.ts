import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

export const LauncherClient = Type.Object(
  {
    uuid: Type.String({ format: 'uuid', description: 'Stable: derived from the server slug' }),
    serverSlug: Type.String(),
    name: Type.String(),
    gameVersion: Type.String(),
    address: Type.String(),
  },
  { $id: 'LauncherClient', title: 'LauncherClient' },
);
export type LauncherClient = Static<typeof LauncherClient>;

export const LauncherClientList = Type.Object(
  { items: Type.Array(ref(LauncherClient)) },
  { $id: 'LauncherClientList', title: 'LauncherClientList' },
);
export type LauncherClientList = Static<typeof LauncherClientList>;

export const launcherSchemas = [LauncherClient, LauncherClientList];
