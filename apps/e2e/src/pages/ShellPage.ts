import type { Locator, Page } from '@playwright/test';

// The business and admin shells: sidebar (a drawer on small screens), top bar and role badge.
export class ShellPage {
  readonly sidebar: Locator;
  readonly logoutButton: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation').first();
    this.logoutButton = page.getByRole('button', { name: 'Log Out' });
    this.menuButton = page.getByRole('button', { name: /menu/i });
  }

  navLink(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  roleBadge(label: 'Admin' | 'Conselho' | 'Usuário'): Locator {
    return this.page.getByRole('button', { name: new RegExp(label) });
  }

  async storedKeys(): Promise<string[]> {
    return this.page.evaluate(() => Object.keys(window.localStorage));
  }
}
