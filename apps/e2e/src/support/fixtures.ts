import { test as base, expect } from '@playwright/test';
import { CompanyInfoPage } from '../pages/CompanyInfoPage';
import { DocumentsPage } from '../pages/DocumentsPage';
import { LoginPage } from '../pages/LoginPage';
import { MeetingPage } from '../pages/MeetingPage';
import { MeetingsPage } from '../pages/MeetingsPage';
import { ProfileModal } from '../pages/ProfileModal';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { ShellPage } from '../pages/ShellPage';
import { TaskBoardPage } from '../pages/TaskBoardPage';
import { WaitingPage } from '../pages/WaitingPage';
import { expectNoAxeViolations } from './axe';

/** axe on every page: `await a11y.check('what is on screen')` at 1280 and 360 px (support/axe.ts). */
export type A11y = { readonly check: (what: string) => Promise<void> };

type Pages = {
  loginPage: LoginPage;
  registerPage: RegisterPage;
  waitingPage: WaitingPage;
  resetPasswordPage: ResetPasswordPage;
  shellPage: ShellPage;
  profileModal: ProfileModal;
  meetingsPage: MeetingsPage;
  meetingPage: MeetingPage;
  taskBoardPage: TaskBoardPage;
  companyInfoPage: CompanyInfoPage;
  documentsPage: DocumentsPage;
  a11y: A11y;
};

// The server's port is only known after the global setup picked a free one, so baseURL comes
// from the environment it set rather than from the config file.
export const test = base.extend<Pages>({
  // Playwright reads a fixture's dependencies from the destructuring pattern; none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: is the global setup running?');
    await provide(url);
  },
  loginPage: async ({ page }, provide) => provide(new LoginPage(page)),
  registerPage: async ({ page }, provide) => provide(new RegisterPage(page)),
  waitingPage: async ({ page }, provide) => provide(new WaitingPage(page)),
  resetPasswordPage: async ({ page }, provide) => provide(new ResetPasswordPage(page)),
  shellPage: async ({ page }, provide) => provide(new ShellPage(page)),
  profileModal: async ({ page }, provide) => provide(new ProfileModal(page)),
  meetingsPage: async ({ page }, provide) => provide(new MeetingsPage(page)),
  meetingPage: async ({ page }, provide) => provide(new MeetingPage(page)),
  taskBoardPage: async ({ page }, provide) => provide(new TaskBoardPage(page)),
  companyInfoPage: async ({ page }, provide) => provide(new CompanyInfoPage(page)),
  documentsPage: async ({ page }, provide) => provide(new DocumentsPage(page)),
  a11y: async ({ page }, provide) =>
    provide({ check: (what) => expectNoAxeViolations(page, what) }),
});

export { expect };

// Matches the whole pathname, so '/' never matches '/admin/businesses'.
export function exactPath(pathname: string): (url: URL) => boolean {
  return (url) => url.pathname === pathname;
}
