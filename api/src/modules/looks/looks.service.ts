import { createHash } from 'node:crypto';

import type { AvatarOrSkinRef } from '../../db/schema/accounts.js';
import type { FileStorage } from '../../platform/storage/FileStorage.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { LookFileRow, LooksRepository, PlayerWithLook } from './looks.repository.js';
import type { PlayerLook } from './looks.schemas.js';
import { offlineUuid } from './offlineUuid.js';
import { cutHead, processTexture, type TextureKind } from './textures.js';
import {
  AVATAR_SIZE,
  centredSquare,
  cropAvatar,
  processAvatarSource,
  type AvatarSource,
  type CropSquare,
} from './avatars.js';
import { avatarKey, avatarSourceKey, headKey, LookFileCleanup, textureKey } from './lookFileCleanup.js';

export function playerNotFound(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Игрок не найден', en: 'Player not found' });
}

/** Skins and capes: upload, removal, and how a player looks to the site and to the game. */
export class LooksService {
  private readonly cleanup: LookFileCleanup;

  constructor(
    private readonly repository: LooksRepository,
    private readonly storage: FileStorage,
    private readonly clock: () => Date,
  ) {
    this.cleanup = new LookFileCleanup(repository, storage);
  }

  private texture(file: LookFileRow | null): PlayerLook['skin'] {
    if (!file) return null;
    return {
      url: this.storage.publicUrl(textureKey(file.hash)),
      hash: file.hash,
      model: file.kind === 'skin' ? (file.model ?? 'classic') : null,
      width: file.width,
      height: file.height,
    };
  }

  present(player: PlayerWithLook): PlayerLook {
    return {
      nickname: player.login,
      skin: this.texture(player.skin),
      cape: this.texture(player.cape),
      headUrl: player.skin ? this.storage.publicUrl(headKey(player.skin.id)) : null,
      avatar:
        player.avatar && player.avatarSource
          ? {
              url: this.storage.publicUrl(avatarKey(player.avatar.id)),
              sourceId: player.avatarSource.id,
              sourceUrl: this.storage.publicUrl(avatarSourceKey(player.avatarSource.id)),
              sourceWidth: player.avatarSource.width,
              sourceHeight: player.avatarSource.height,
            }
          : null,
      canRollback: player.look?.previousAvatarFileId != null,
      cover:
        player.look?.coverKind != null && player.look.coverId !== null
          ? { kind: player.look.coverKind, id: player.look.coverId }
          : null,
    };
  }

  /** Where the site shows an `avatarOrSkin`: the avatar, or the head cut from the skin. */
  avatarUrl(value: AvatarOrSkinRef | null): string | null {
    if (!value) return null;
    return this.storage.publicUrl(value.type === 'AVATAR' ? avatarKey(value.id) : headKey(value.id));
  }

  /** The auth state's `avatarOrSkin`: the avatar, else the newest skin's head, else nothing. */
  private async syncAvatarOrSkin(userId: number): Promise<void> {
    const player = await this.player(userId);
    const value = player.avatar
      ? { id: player.avatar.id, extension: 'webp', type: 'AVATAR' }
      : player.skin
        ? { id: player.skin.id, extension: 'png', type: 'SKIN' }
        : null;
    await this.repository.setAvatarOrSkin(userId, value);
  }

  async player(userId: number): Promise<PlayerWithLook> {
    const player = await this.repository.byUserId(userId);
    if (!player) throw playerNotFound();
    return player;
  }

  async look(userId: number): Promise<PlayerLook> {
    return this.present(await this.player(userId));
  }

  async publicLook(nickname: string): Promise<PlayerLook> {
    const player = await this.repository.byLogin(nickname);
    if (!player) throw playerNotFound();
    return this.present(player);
  }

  /** The player's game profile id, issued on first need and then kept even if the nickname changes. */
  async profileUuid(player: PlayerWithLook): Promise<string> {
    if (player.look) return player.look.profileUuid;
    return (await this.repository.ensureLook(player.userId, offlineUuid(player.login))).profileUuid;
  }

  async upload(
    userId: number,
    kind: TextureKind,
    bytes: Buffer,
    model: 'classic' | 'slim' = 'classic',
  ): Promise<PlayerLook> {
    const player = await this.player(userId);
    const texture = await processTexture(kind, bytes);
    await this.storage.put(textureKey(texture.hash), texture.png, 'image/png');
    const file = await this.repository.insertFile({
      userId,
      kind,
      hash: texture.hash,
      model: kind === 'skin' ? model : null,
      width: texture.width,
      height: texture.height,
    });
    await this.profileUuid(player);
    if (kind === 'skin') {
      await this.storage.put(headKey(file.id), await cutHead(texture.bitmap), 'image/png');
      await this.repository.updateLook(userId, { skinFileId: file.id }, this.clock());
      await this.syncAvatarOrSkin(userId);
    } else {
      await this.repository.updateLook(userId, { capeFileId: file.id }, this.clock());
    }
    await this.cleanup.texture(kind === 'skin' ? player.skin : player.cape, file.id);
    return this.look(userId);
  }

  async remove(userId: number, kind: TextureKind): Promise<PlayerLook> {
    const player = await this.player(userId);
    if (player.look) {
      await this.repository.updateLook(
        userId,
        kind === 'skin' ? { skinFileId: null } : { capeFileId: null },
        this.clock(),
      );
      await this.syncAvatarOrSkin(userId);
      await this.cleanup.texture(kind === 'skin' ? player.skin : player.cape, null);
    }
    return this.look(userId);
  }

  /** Keeps the upload as the crop source and wears its centred square at once. */
  async uploadAvatar(userId: number, bytes: Buffer): Promise<PlayerLook> {
    const player = await this.player(userId);
    const source = await processAvatarSource(bytes);
    const row = await this.repository.insertFile({
      userId,
      kind: 'avatarSource',
      hash: createHash('sha256').update(source.webp).digest('hex'),
      width: source.width,
      height: source.height,
    });
    await this.storage.put(avatarSourceKey(row.id), source.webp, 'image/webp');
    await this.profileUuid(player);
    return this.wearCrop(userId, row, source, centredSquare(source.width, source.height));
  }

  /** Spec's `user/avatar/crop` (payload id, x, y, size): a new square from a kept upload of the player. */
  async crop(userId: number, input: { id: number; x: number; y: number; size: number }): Promise<PlayerLook> {
    const row = await this.repository.file(input.id);
    if (row?.userId !== userId || row.kind !== 'avatarSource') throw playerNotFound();
    const webp = await this.storage.get(avatarSourceKey(row.id));
    if (!webp) throw playerNotFound();
    return this.wearCrop(userId, row, { webp, width: row.width, height: row.height }, input);
  }

  private async wearCrop(
    userId: number,
    sourceRow: LookFileRow,
    source: AvatarSource,
    square: CropSquare,
  ): Promise<PlayerLook> {
    const avatar = await cropAvatar(source, square);
    const row = await this.repository.insertFile({
      userId,
      kind: 'avatar',
      hash: createHash('sha256').update(avatar).digest('hex'),
      sourceFileId: sourceRow.id,
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
    });
    await this.storage.put(avatarKey(row.id), avatar, 'image/webp');
    const look = (await this.player(userId)).look;
    const current = look?.avatarFileId ?? null;
    const previous = look?.previousAvatarFileId ?? null;
    await this.repository.updateLook(
      userId,
      { avatarFileId: row.id, ...(current === null ? {} : { previousAvatarFileId: current }) },
      this.clock(),
    );
    await this.syncAvatarOrSkin(userId);
    // The old previous avatar drops out of reach of the rollback once the current one takes its place.
    if (current !== null) await this.cleanup.avatar(userId, previous, [row.id, current]);
    return this.look(userId);
  }

  /** Brings the previous avatar back; the current one becomes the previous, so a second rollback undoes it. */
  async rollbackAvatar(userId: number): Promise<PlayerLook> {
    const player = await this.player(userId);
    const previous = player.look?.previousAvatarFileId ?? null;
    if (previous === null) {
      throw new AppError('NOT_FOUND', { ru: 'Предыдущего аватара нет', en: 'There is no previous avatar' });
    }
    await this.repository.updateLook(
      userId,
      { avatarFileId: previous, previousAvatarFileId: player.look?.avatarFileId ?? null },
      this.clock(),
    );
    await this.syncAvatarOrSkin(userId);
    return this.look(userId);
  }

  /** Takes the avatar off (it stays as the previous one); the site falls back to the skin's head. */
  async deleteAvatar(userId: number): Promise<PlayerLook> {
    const player = await this.player(userId);
    const current = player.look?.avatarFileId ?? null;
    if (current !== null) {
      await this.repository.updateLook(
        userId,
        { avatarFileId: null, previousAvatarFileId: current },
        this.clock(),
      );
      await this.syncAvatarOrSkin(userId);
      await this.cleanup.avatar(userId, player.look?.previousAvatarFileId ?? null, [current]);
    }
    return this.look(userId);
  }
}
