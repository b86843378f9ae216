import type { APIRequestContext, Page } from '@playwright/test';
import { AdminBusinessesPage } from '../pages/AdminBusinessesPage';
import { CompanyInfoPage } from '../pages/CompanyInfoPage';
import { MeetingsPage } from '../pages/MeetingsPage';
import { adminBusinessesAction, apiLogin } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { saoPauloDay } from '../support/months';
import { routes } from '@portal/domain';

// docs/product.md "Admin: Companies" with our health badge, pending view and transparent spy mode.
// The counters are checked against what the API answers, counted as docs/product.md says: a company's
// DRE is 'this month' when its lastDRE falls in the current calendar month (São Paulo's).

const bakery = 'Padaria Pão da Serra';
const waitingCompany = 'Horta Viva Orgânicos';
const councilCompanies = [
  'Ateliê Flor de Lis',
  'Padaria Pão da Serra',
  'Sorriso Pleno Odontologia',
];

type ApiCompany = { id: string; name: string; lastDRE: string | null };

const saoPauloMonthOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).format(date);
const thisMonth = saoPauloMonthOf(new Date());
const isThisMonth = (lastDRE: string | null) =>
  !!lastDRE &&
  (/^\d{4}-\d{2}-\d{2}$/.test(lastDRE)
    ? lastDRE.slice(0, 7)
    : saoPauloMonthOf(new Date(lastDRE))) === thisMonth;

async function companiesOf(request: APIRequestContext, key: string): Promise<ApiCompany[]> {
  const reply = await adminBusinessesAction(request, await apiLogin(request, key), 'getAll');
  expect(reply.status()).toBe(200);
  return (await reply.json()) as ApiCompany[];
}

async function signIn(page: Page, who: 'admin' | 'council' | 'user') {
  await page.goto(routes.login);
  await page.getByLabel(/email ou código/i).fill(demo[who].key);
  await page.getByLabel(/^senha$/i).fill('demo1234');
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await page.waitForURL(exactPath(demo[who].landing));
}

test('the admin sees every company with counters that match the data, searches and filters', async ({
  page,
  request,
}) => {
  const companies = await companiesOf(request, demo.admin.key);
  const done = companies.filter((company) => isThisMonth(company.lastDRE));
  const admin = await apiLogin(request, demo.admin.key);
  const countOf = async (action: 'getAllWaiting' | 'getJoinRequests') =>
    ((await (await adminBusinessesAction(request, admin, action)).json()) as unknown[]).length;
  const waitingApprovals = (await countOf('getAllWaiting')) + (await countOf('getJoinRequests'));
  expect(waitingApprovals).toBeGreaterThan(0);
  const list = new AdminBusinessesPage(page);
  await signIn(page, 'admin');
  await expect(list.heading).toBeVisible();

  await expect(list.cards).toHaveCount(companies.length);
  expect(await list.counterValue('Total')).toBe(companies.length);
  expect(await list.counterValue('DRE este mês')).toBe(done.length);
  // the product's 'Pendentes' (DRE missing) under the DRE's word; what waits for approval apart.
  expect(await list.counterValue('DRE pendente')).toBe(companies.length - done.length);
  await expect(list.counters.getByText('Pendentes', { exact: true })).toHaveCount(0);
  await expect.poll(() => list.counterValue('Aguardando aprovação')).toBe(waitingApprovals);
  // By name, as pt-BR sorts them.
  expect(await list.cardNames()).toEqual(
    companies.map((company) => company.name).sort((a, b) => a.localeCompare(b, 'pt-BR')),
  );
  await expect(list.newCompanyButton).toBeVisible();
  await expect(list.cardMenu(bakery)).toBeVisible();
  // Each card carries its health badge.
  await expect(list.healthBadge(bakery)).toBeVisible();

  // Case and accents do not matter.
  await list.search.fill('PAO DA serra');
  await expect(list.cards).toHaveCount(1);
  await expect(list.card(bakery)).toBeVisible();
  await list.search.fill('floricultura inexistente');
  await expect(list.noMatch).toBeVisible();
  await list.search.press('Escape');
  await expect(list.cards).toHaveCount(companies.length);

  await list.filterBy('DRE este mês');
  await expect(list.cards).toHaveCount(done.length);
  await list.filterBy('DRE pendente');
  await expect(list.cards).toHaveCount(companies.length - done.length);
  // The counters stay over every company.
  expect(await list.counterValue('Total')).toBe(companies.length);
  await list.filterBy('Todas');
  await expect(list.cards).toHaveCount(companies.length);
});

test('the pending view lists the waiting registration and the join requests', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, demo.admin.key);
  const joins = (await (await adminBusinessesAction(request, admin, 'getJoinRequests')).json()) as {
    name: string;
    business: { name: string };
  }[];
  const list = new AdminBusinessesPage(page);
  await signIn(page, 'admin');
  await list.pendingToggle.check();

  const waiting = (await (await adminBusinessesAction(request, admin, 'getAllWaiting')).json()) as {
    name: string;
    emails: string[];
  }[];
  const hortaEmails = waiting.find((item) => item.name === waitingCompany)?.emails ?? [];
  expect(hortaEmails.length).toBeGreaterThan(1);
  const horta = list.waitingItem(waitingCompany);
  await expect(horta).toBeVisible();
  await expect(horta).toContainText('Carlos Mendes');
  // The team e-mails the registrant typed, as the server keeps them.
  await expect(horta.getByRole('definition').getByRole('listitem')).toHaveText(hortaEmails);
  await expect(horta.getByRole('button', { name: 'Aprovar' })).toBeVisible();
  for (const join of joins) {
    await expect(list.joinRequestItem(join.name)).toContainText(join.business.name);
  }

  // 'Recusar' asks first; cancelling keeps the registration (other specs sign its owner in).
  await horta.getByRole('button', { name: 'Recusar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recusar empresa' });
  await expect(dialog).toContainText(waitingCompany);
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(horta).toBeVisible();

  await list.activeToggle.check();
  await expect(list.card(bakery)).toBeVisible();
});

test('Access Company enters spy mode on that company, and the company sees who entered', async ({
  page,
}) => {
  const list = new AdminBusinessesPage(page);
  const meetings = new MeetingsPage(page);
  await signIn(page, 'admin');

  await list.accessButton(bakery).click();
  await page.waitForURL(exactPath(routes.meetings));
  await expect(meetings.heading(bakery)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit View' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    flag: localStorage.getItem('spy_mode'),
    id: localStorage.getItem('spy_mode_business_id'),
    business: JSON.parse(localStorage.getItem('business') ?? 'null') as { name: string } | null,
  }));
  expect(stored.flag).toBe('true');
  expect(stored.business?.name).toBe(bakery);
  expect(stored.id).not.toBeNull();

  await page.getByRole('button', { name: 'Return to Admin' }).click();
  await page.waitForURL(exactPath(routes.adminBusinesses));
  await expect(list.heading).toBeVisible();

  // The company's own person sees the entry on the company page.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(exactPath(routes.login));
  await signIn(page, 'user');
  const info = new CompanyInfoPage(page);
  await info.goto();
  const accesses = page.getByRole('region', { name: 'Acessos da administração' });
  const today = saoPauloDay();
  const entry = accesses.getByRole('listitem').filter({ hasText: 'Mariana Costa' }).first();
  await expect(entry).toContainText('Admin');
  await expect(entry).toContainText(today);
});

test('the council sees only its three companies, with no New Company and no menus', async ({
  page,
  request,
}) => {
  const companies = await companiesOf(request, demo.council.key);
  expect(companies.map((company) => company.name).sort()).toEqual(councilCompanies);
  const list = new AdminBusinessesPage(page);
  await signIn(page, 'council');
  await expect(list.cards).toHaveCount(3);
  expect(await list.cardNames()).toEqual(councilCompanies);
  expect(await list.counterValue('Total')).toBe(3);
  await expect(list.newCompanyButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ações de/ })).toHaveCount(0);
  await expect(list.healthBadge(bakery)).toBeVisible();
  await expect(list.accessButton(bakery)).toBeEnabled();
  // The pending view reads, decides nothing.
  await list.pendingToggle.check();
  await expect(page.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
});

test('on a 360 px phone the cards stand in one column and the page does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const list = new AdminBusinessesPage(page);
  await signIn(page, 'admin');
  await expect(list.grid).toHaveAttribute('data-columns', '1');
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  const box = await list.card(bakery).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  await list.card(bakery).scrollIntoViewIfNeeded();
  await expect(list.accessButton(bakery)).toBeVisible();
  await list.pendingToggle.check();
  await expect(list.waitingItem(waitingCompany)).toBeVisible();
});
