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
import { START_MS, startPortalServer } from './server';

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

// Each worker has a server of its own (`startPortalServer`: the built server over a copy of the
// database the global setup seeded), so specs in one worker never see what the other's did: a logout
// there ends every earlier token of that person, and a spec there may rename the demo company.
// The specs of one worker run one after another, as a person uses one portal. baseURL and
// E2E_DATA_DIR (where support/mail.ts reads the e-mails) come from that server, so from the
// worker, not the config file. E2E_BASE_URL with E2E_DATA_DIR names a server started by hand
// instead (development; run it with `--workers=1`).
export const test = base.extend<Pages, { portal: { baseUrl: string } }>({
  portal: [
    // Playwright reads a fixture's dependencies from the destructuring pattern; none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { E2E_BASE_URL: url, E2E_DATA_DIR: dataDir } = process.env;
      if (url && dataDir) return provide({ baseUrl: url });
      const server = await startPortalServer(process.env.E2E_SEEDED_DIR);
      process.env.E2E_DATA_DIR = server.dataDir;
      await provide({ baseUrl: server.baseUrl });
      await server.stop();
    },
    { scope: 'worker', timeout: START_MS.copy + 15_000 },
  ],
  baseURL: async ({ portal }, provide) => provide(portal.baseUrl),
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
