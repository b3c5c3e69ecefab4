import type { FileStorage } from '../../platform/storage/FileStorage.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { LookFileRow, LooksRepository, PlayerWithLook } from './looks.repository.js';
import type { PlayerLook } from './looks.schemas.js';
import { offlineUuid } from './offlineUuid.js';
import { cutHead, processTexture, type TextureKind } from './textures.js';

export const textureKey = (hash: string): string => `looks/textures/${hash}.png`;
export const headKey = (skinFileId: number): string => `looks/heads/${skinFileId}.png`;

function notFound(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Игрок не найден', en: 'Player not found' });
}

/** Skins and capes: upload, removal, and how a player looks to the site and to the game. */
export class LooksService {
  constructor(
    private readonly repository: LooksRepository,
    private readonly storage: FileStorage,
    private readonly clock: () => Date,
  ) {}

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
    };
  }

  private async player(userId: number): Promise<PlayerWithLook> {
    const player = await this.repository.byUserId(userId);
    if (!player) throw notFound();
    return player;
  }

  async look(userId: number): Promise<PlayerLook> {
    return this.present(await this.player(userId));
  }

  async publicLook(nickname: string): Promise<PlayerLook> {
    const player = await this.repository.byLogin(nickname);
    if (!player) throw notFound();
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
      // An uploaded avatar wins; otherwise the site shows the head of the newest skin.
      if (player.avatarOrSkin?.type !== 'AVATAR')
        await this.repository.setAvatarOrSkin(userId, { id: file.id, extension: 'png', type: 'SKIN' });
    } else {
      await this.repository.updateLook(userId, { capeFileId: file.id }, this.clock());
    }
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
      if (kind === 'skin' && player.avatarOrSkin?.type === 'SKIN')
        await this.repository.setAvatarOrSkin(userId, null);
    }
    return this.look(userId);
  }
}
