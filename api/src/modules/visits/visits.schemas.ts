import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

/** The systems the launcher is built for (launcher/electron-builder.yml: win, linux, mac). */
export const LAUNCHER_SYSTEMS = ['windows', 'linux', 'macos'] as const;
export type LauncherSystem = (typeof LAUNCHER_SYSTEMS)[number];

const systemName = () =>
  Type.Enum([...LAUNCHER_SYSTEMS], { type: 'string', description: 'The operating system of the installer' });

export const LauncherInstaller = Type.Object(
  {
    system: systemName(),
    url: Type.String({ description: 'Where the installer is published (LAUNCHER_DOWNLOAD_URL)' }),
    file: Type.String({ description: 'The file name the visitor receives' }),
  },
  { $id: 'LauncherInstaller', title: 'LauncherInstaller' },
);

export const LauncherDownloads = Type.Object(
  { installers: Type.Array(ref(LauncherInstaller)) },
  { $id: 'LauncherDownloads', title: 'LauncherDownloads' },
);

export const DownloadRequest = Type.Object(
  { system: systemName() },
  { $id: 'DownloadRequest', title: 'DownloadRequest' },
);

export const DownloadCounted = Type.Object(
  {
    counted: Type.Boolean({
      description: 'false when this visitor already downloaded for this system within the last 24 hours',
    }),
  },
  { $id: 'DownloadCounted', title: 'DownloadCounted' },
);

export const visitsSchemas = [LauncherInstaller, LauncherDownloads, DownloadRequest, DownloadCounted];
