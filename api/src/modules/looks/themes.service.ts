import { AppError } from '../../platform/errors/AppError.js';
import { hasPermission, mergePermissionTrees } from '../../platform/auth/permissions.js';
import type { PermissionTreeValue } from '../../db/schema/accounts.js';
import { COVERS, SITE_THEMES, type CatalogueItem, type CoverKind } from './catalogue.js';
import type { LooksRepository } from './looks.repository.js';
import { playerNotFound, type LooksService } from './looks.service.js';

interface PermissionSource {
  permissionTrees(userId: number): Promise<PermissionTreeValue[]>;
}

function notInCatalogue(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Такого оформления нет', en: 'No such design' });
}

function locked(): AppError {
  return new AppError('FORBIDDEN', {
    ru: 'Это оформление открывается способностью привилегии',
    en: "This design is unlocked by a role's ability",
  });
}

/** Whether a player whose groups grant these permission trees may choose an item. */
function unlockedBy(trees: PermissionTreeValue[]): (item: CatalogueItem) => boolean {
  const tree = mergePermissionTrees(trees);
  return (item) => item.permission === null || hasPermission(tree, item.permission);
}

/** Site themes and profile covers: the catalogue, what the player may choose, and their choice. */
export class ThemesService {
  constructor(
    private readonly looks: LooksService,
    private readonly repository: LooksRepository,
    private readonly permissions: PermissionSource,
    private readonly clock: () => Date,
  ) {}

  private async unlocks(userId: number): Promise<(item: CatalogueItem) => boolean> {
    return unlockedBy(await this.permissions.permissionTrees(userId));
  }

  async themes(userId: number) {
    const choice = await this.repository.themeChoice(userId);
    if (choice === null) throw playerNotFound();
    const open = unlockedBy(choice.permissionTrees);
    const chosen = SITE_THEMES.find((theme) => theme.id === choice.themeId && open(theme));
    return {
      current: (chosen ?? SITE_THEMES[0])?.id ?? '',
      themes: SITE_THEMES.map((theme) => ({ id: theme.id, locked: !open(theme), data: theme.data })),
    };
  }

  async setTheme(userId: number, id: string) {
    const theme = SITE_THEMES.find((item) => item.id === id);
    if (!theme) throw notInCatalogue();
    if (!(await this.unlocks(userId))(theme)) throw locked();
    await this.looks.profileUuid(await this.looks.player(userId));
    await this.repository.updateLook(userId, { themeId: id }, this.clock());
    return this.themes(userId);
  }

  async covers(userId: number, kind: CoverKind) {
    const player = await this.looks.player(userId);
    const open = await this.unlocks(userId);
    const look = player.look;
    return {
      kind,
      current:
        look?.coverKind != null && look.coverId !== null ? { kind: look.coverKind, id: look.coverId } : null,
      options: COVERS[kind].map((item) => ({ id: item.id, locked: !open(item) })),
    };
  }

  async setCover(userId: number, kind: CoverKind, id: string) {
    const cover = COVERS[kind].find((item) => item.id === id);
    if (!cover) throw notInCatalogue();
    if (!(await this.unlocks(userId))(cover)) throw locked();
    await this.looks.profileUuid(await this.looks.player(userId));
    await this.repository.updateLook(userId, { coverKind: kind, coverId: id }, this.clock());
    return this.covers(userId, kind);
  }
}
