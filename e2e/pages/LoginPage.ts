import { expect, type Page } from '@playwright/test';

/** The sign-in page, in either language. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
  }

  email() {
    return this.page.getByLabel(/^e-mail/i);
  }

  password() {
    return this.page.getByLabel(/^(adgangskode|password)/i);
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: /^(log ind|sign in)$/i }).click();
  }

  async signInAndWait(email: string, password: string) {
    await this.signIn(email, password);
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }
}
