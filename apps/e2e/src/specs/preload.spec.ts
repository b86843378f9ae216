import type { Page, Request } from '@playwright/test';
import { routes } from '@portal/domain';
import { AdminBusinessesPage } from '../pages/AdminBusinessesPage';
import { exactPath, expect, test } from '../support/fixtures';

// A screen's code and first data are asked for together, ahead of drawing it
// (apps/portal/src/app/route-loaders.tsx): the data read sent with the move is the one the
// screen's machine uses, never a second one. How fast that is lives in the bench, not here.

/** Counts the API requests of `path` (and `action` header, when given) the page sends. */
function countRequests(page: Page, path: string, action?: string): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith(path)) return;
    if (action && request.headers()['action'] !== action) return;
    count += 1;
  });
  return () => count;
}

test.describe('screens asked for ahead', () => {
  test("after 'Entrar' the meetings list is read once, and shown", async ({
    loginPage,
    meetingsPage,
    page,
  }) => {
    const lists = countRequests(page, '/meetings/list');
    await loginPage.goto();
    await loginPage.signInAs('user');
    await page.waitForURL(exactPath(routes.meetings));
    // Shown means the list's machine has had its first read: a second one would have left by now.
    await expect(meetingsPage.list.getByRole('link').first()).toBeVisible();
    expect(lists()).toBe(1);
  });

  test("after 'Entrar' the admin's companies are read once, and shown", async ({
    loginPage,
    page,
  }) => {
    const companies = new AdminBusinessesPage(page);
    const lists = countRequests(page, '/admin/business', 'getAll');
    const waiting = countRequests(page, '/admin/business', 'getAllWaiting');
    await loginPage.goto();
    await loginPage.signInAs('admin');
    await page.waitForURL(exactPath(routes.adminBusinesses));
    await expect(companies.cards.first()).toBeVisible();
    // The 'Aguardando aprovação' counter needs the waiting companies: read ahead, taken once.
    await expect(companies.counter('Aguardando aprovação')).toBeVisible();
    expect(lists()).toBe(1);
    expect(waiting()).toBe(1);
  });

  test("pointing at a sidebar link fetches that screen's code, without moving", async ({
    loginPage,
    meetingsPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs('user');
    await expect(meetingsPage.list.getByRole('link').first()).toBeVisible();
    // Nothing before this asks for the task board's chunk (the login page asks for the landings').
    const boardChunk = page.waitForRequest((request) =>
      /\/TasksRoute-[^/]*\.js$/.test(new URL(request.url()).pathname),
    );
    await page.getByRole('link', { name: 'Tarefas', exact: true }).hover();
    await boardChunk;
    expect(new URL(page.url()).pathname).toBe(routes.meetings);
  });
});
