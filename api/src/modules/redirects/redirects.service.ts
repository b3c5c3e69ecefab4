import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import { normaliseRedirectPath, redirectRuleProblem } from './redirectPaths.js';
import type { RedirectsRepository } from './redirects.repository.js';
import type { RedirectRule } from './redirects.schemas.js';

export class RedirectsService {
  constructor(
    private readonly rules: RedirectsRepository,
    private readonly clock: () => Date,
  ) {}

  /** The rule for an address the site has no page for; one indexed lookup. */
  find(path: string): Promise<RedirectRule | null> {
    return this.rules.find(normaliseRedirectPath(path));
  }

  list(): Promise<RedirectRule[]> {
    return this.rules.list();
  }

  save(input: { path: string; target: string; permanent?: boolean | undefined }, locale: Locale) {
    const problem = redirectRuleProblem(input.path, input.target, locale);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
    return this.rules.save(
      normaliseRedirectPath(input.path),
      input.target,
      input.permanent ?? true,
      this.clock(),
    );
  }

  async delete(path: string): Promise<{ deleted: boolean }> {
    return { deleted: await this.rules.delete(normaliseRedirectPath(path)) };
  }
}
