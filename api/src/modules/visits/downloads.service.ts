import { createHmac } from 'node:crypto';

import type { DownloadsRepository } from './downloads.repository.js';
import { LAUNCHER_SYSTEMS, type LauncherSystem } from './visits.schemas.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The installer's file name per system, as the publish step stores it under LAUNCHER_DOWNLOAD_URL. */
export const INSTALLER_FILES: Record<LauncherSystem, string> = {
  windows: 'win/LodestoneLauncher-Setup.exe',
  linux: 'linux/LodestoneLauncher.AppImage',
  macos: 'mac/LodestoneLauncher.dmg',
};

export class DownloadsService {
  constructor(
    private readonly downloads: DownloadsRepository,
    /** Keys the visitor hash, so stored hashes cannot be matched against a list of addresses. */
    private readonly secret: string,
    private readonly clock: () => Date,
    /** LAUNCHER_DOWNLOAD_URL without its trailing slash. */
    private readonly baseUrl: string,
  ) {}

  installers() {
    return LAUNCHER_SYSTEMS.map((system) => {
      const path = INSTALLER_FILES[system];
      return { system, url: `${this.baseUrl}/${path}`, file: path.slice(path.indexOf('/') + 1) };
    });
  }

  /** Counts a download once per visitor, system and invitation code in 24 hours. */
  count(system: LauncherSystem, visitorIp: string, referralCode: string | null): Promise<boolean> {
    const now = this.clock();
    return this.downloads.record({
      system,
      referralCode: referralCode?.toLowerCase() ?? null,
      visitorHash: createHmac('sha256', this.secret).update(`download:${visitorIp}`).digest('hex'),
      at: now,
      since: new Date(now.getTime() - DAY_MS),
    });
  }

  total(referralCode?: string): Promise<number> {
    return this.downloads.total(referralCode?.toLowerCase());
  }
}
