import type { FileStorage } from '../../platform/storage/FileStorage.js';
import type { LookFileRow, LooksRepository } from './looks.repository.js';

export const textureKey = (hash: string): string => `looks/textures/${hash}.png`;
export const headKey = (skinFileId: number): string => `looks/heads/${skinFileId}.png`;
export const avatarKey = (fileId: number): string => `looks/avatars/${fileId}.webp`;
export const avatarSourceKey = (fileId: number): string => `looks/avatar-sources/${fileId}.webp`;

/**
 * Removes the stored bytes of looks nobody wears any more, so replaced skins, capes and avatars do not pile
 * up in the storage. Called after the look row changed; the `look_files` rows stay as the history.
 * - A skin's head is its own (`heads/<file id>`); the texture is stored by hash and may be worn by another
 *   player (or again by this one), so it goes only when no look refers to those bytes.
 * - An avatar is kept while it is the current or the previous one (rollback); its upload (the crop source)
 *   is kept while one of those two was cut from it.
 */
export class LookFileCleanup {
  constructor(
    private readonly repository: LooksRepository,
    private readonly storage: FileStorage,
  ) {}

  async texture(dropped: LookFileRow | null, keptId: number | null): Promise<void> {
    if (dropped === null || dropped.id === keptId) return;
    if (dropped.kind === 'skin') await this.storage.remove(headKey(dropped.id));
    if (!(await this.repository.textureWorn(dropped.hash)))
      await this.storage.remove(textureKey(dropped.hash));
  }

  async avatar(userId: number, droppedId: number | null, kept: (number | null)[]): Promise<void> {
    if (droppedId === null || kept.includes(droppedId)) return;
    const dropped = await this.repository.file(droppedId);
    if (dropped?.userId !== userId) return;
    await this.storage.remove(avatarKey(dropped.id));
    if (dropped.sourceFileId === null) return;
    for (const id of kept) {
      const file = id === null ? null : await this.repository.file(id);
      if (file?.sourceFileId === dropped.sourceFileId) return;
    }
    await this.storage.remove(avatarSourceKey(dropped.sourceFileId));
  }
}
