import type { Locator, Page } from '@playwright/test';
import { routes } from '@portal/domain';

// The meetings list at /dashboard/business/meetings (docs/product.md Meetings list).
export class MeetingsPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Reuniões' });
  }

  async goto(): Promise<void> {
    await this.page.goto(routes.meetings);
  }

  heading(businessName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Reuniões de ${businessName}` });
  }

  meetingLink(title: string): Locator {
    return this.list.getByRole('link', { name: title, exact: true });
  }

  /** The titles in the order shown (newest first, docs/product.md, The wire format). */
  async titles(): Promise<string[]> {
    return this.list.getByRole('heading', { level: 2 }).allInnerTexts();
  }

  async open(title: string): Promise<void> {
    await this.meetingLink(title).click();
  }
}
