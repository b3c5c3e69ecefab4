import type { Locator, Page } from '@playwright/test';

/** The home page (`/`, `/ru`, `/en`): hero, server cards, latest news, footer. */
export class HomePage {
  readonly serverCards: Locator;
  readonly newsCards: Locator;
  readonly totalOnline: Locator;
  readonly languageSwitch: Locator;
  readonly colorSchemeToggle: Locator;
  readonly socialLinks: Locator;

  constructor(readonly page: Page) {
    this.serverCards = page.getByTestId('server-card');
    this.newsCards = page.getByTestId('news-card');
    this.totalOnline = page.getByTestId('total-online');
    this.languageSwitch = page.getByTestId('language-switch');
    this.colorSchemeToggle = page.getByTestId('color-scheme-toggle');
    this.socialLinks = page.getByTestId('social-links');
  }

  async goto(path: '/' | '/ru' | '/en' = '/ru') {
    return this.page.goto(path);
  }

  serverCard(name: string): Locator {
    return this.serverCards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  newsCard(title: string): Locator {
    return this.newsCards.filter({ hasText: title });
  }

  /** Hydration is done once React has attached handlers; clicking before that would be a full load. */
  async waitForHydration() {
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }
}
