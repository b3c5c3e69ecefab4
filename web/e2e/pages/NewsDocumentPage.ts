import type { Locator, Page } from '@playwright/test';

/** A news article: `/{lang}/news/{id or slug}`. */
export class NewsDocumentPage {
  readonly article: Locator;
  readonly title: Locator;
  readonly content: Locator;
  readonly errorScreen: Locator;

  constructor(readonly page: Page) {
    this.article = page.getByTestId('news-article');
    this.title = this.article.getByRole('heading', { level: 1 });
    this.content = this.article.locator('.mantine-Typography-root');
    this.errorScreen = page.getByTestId('error-screen');
  }

  async goto(lang: 'ru' | 'en', idOrSlug: string) {
    return this.page.goto(`/${lang}/news/${idOrSlug}`);
  }
}
