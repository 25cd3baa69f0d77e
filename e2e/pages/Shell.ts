import { expect, type Page } from '@playwright/test';

/** The signed-in frame: top bar, sidebar and release banner. */
export class Shell {
  constructor(private readonly page: Page) {}

  navigation() {
    return this.page.getByRole('navigation', { name: /^(hovednavigation|main navigation)$/i });
  }

  /** The sidebar's items by key (language-independent), in the order shown. */
  async navItemKeys() {
    await expect(this.navigation()).toBeVisible();
    return this.navigation().locator('[data-nav-item]').evaluateAll((els) => els.map((el) => el.getAttribute('data-nav-item')));
  }

  releaseBanner() {
    return this.page.getByRole('region', { name: /^(ny version|new release)$/i });
  }

  async chooseLanguage(name: 'Dansk' | 'English') {
    await this.page.getByRole('button', { name: /^(sprog|language):/i }).click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async logOut() {
    await this.page.getByRole('button', { name: /^(kontomenu for|account menu for)/i }).click();
    await this.page.getByRole('menuitem', { name: /^(log ud|log out)$/i }).click();
  }
}
