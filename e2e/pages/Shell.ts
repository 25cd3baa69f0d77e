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

  /**
   * Opens `path` with a full load and waits for its page. The first load of a visit (the bundle,
   * the shell's query) is the slowest step of any test: on a machine busy with other work it can
   * take well over the usual 10 s, so it alone gets a longer wait.
   */
  async open(path: string) {
    await this.page.goto(path);
    await expect(this.pageHeading()).toBeVisible({ timeout: 90_000 });
  }

  /** The page's own heading, inside the main region. */
  pageHeading() {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  breadcrumb() {
    return this.page.getByRole('navigation', { name: /^(brødkrummesti|breadcrumb)$/i });
  }

  skipLink() {
    return this.page.getByRole('link', { name: /^(gå til hovedindhold|skip to main content)$/i });
  }

  /**
   * Moves to `path` inside the running app, as the browser's back and forward buttons do (a
   * history entry and a popstate event): the router runs the route's loaders, and the page is not
   * reloaded. Much faster than `goto` when walking many routes.
   */
  async moveTo(path: string) {
    await this.page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
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
