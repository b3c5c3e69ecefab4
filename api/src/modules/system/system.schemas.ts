import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const DatabaseKind = stringEnum(['pglite', 'postgres'], 'DatabaseKind');

export const SystemStatus = Type.Object(
  {
    version: Type.String(),
    database: ref(DatabaseKind),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
  },
  { $id: 'SystemStatus', title: 'SystemStatus' },
);
export type SystemStatus = Static<typeof SystemStatus>;

export const systemSchemas = [DatabaseKind, SystemStatus];
