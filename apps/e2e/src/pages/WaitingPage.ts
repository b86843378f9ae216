import type { Locator, Page } from '@playwright/test';

// The thank-you / under-review screen at /waiting.
export class WaitingPage {
  readonly heading: Locator;
  readonly backToLoginButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading').first();
    this.backToLoginButton = page.getByRole('button', { name: /login/i });
  }
}
