import type { APIRequestContext, Page } from '@playwright/test';
import { AdminFinancePage } from '../pages/AdminFinancePage';
import {
  apiBase,
  apiLogin,
  companiesCount,
  financeOf,
  type ApiSession,
  type FinanceRecord,
} from '../support/api';
import { demo } from '../support/demo';
import { workbookRows } from '../support/files';
import { exactPath, expect, test } from '../support/fixtures';
import { saoPauloMonth } from '../support/months';
import { routes } from '@portal/domain';

// docs/product.md "Admin: Finance" Finance, (net margin with 2 decimals, the previous month first,
// businessId ascending). Every figure expected here is read through the API first, never written
// down: the demo seed's numbers depend on the day it ran.
const lastMonth = saoPauloMonth(-1);
const threeMonthsAgo = saoPauloMonth(-3);

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (value: number) => brl.format(value);
const margin = (ratio: number) =>
  `${(ratio * 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
const sum = (records: readonly FinanceRecord[], pick: (r: FinanceRecord) => number) =>
  Math.round(records.reduce((total, r) => total + pick(r) * 100, 0)) / 100;
const byId = (a: FinanceRecord, b: FinanceRecord) =>
  a.businessId < b.businessId ? -1 : a.businessId > b.businessId ? 1 : 0;
/** The table's cells after the company's name, as the screen writes them. */
const cellsOf = (r: FinanceRecord) => [
  money(r.gross_revenue),
  money(r.net_revenue),
  money(r.expenses),
  money(r.cogs),
  money(r.net_profit),
  margin(r.net_margin),
];

async function signInAsAdmin(
  page: Page,
  loginPage: { goto(): Promise<void>; signInAs(who: 'admin'): Promise<void> },
) {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
}

/** What the four cards must say for these records, the companies counted as the screen does. */
async function expectCards(
  finance: AdminFinancePage,
  request: APIRequestContext,
  session: ApiSession,
  records: readonly FinanceRecord[],
) {
  const total = Math.max((await companiesCount(request, session)) ?? 0, records.length);
  await expect(finance.card('Net Profit')).toContainText(money(sum(records, (r) => r.net_profit)));
  await expect(finance.card('Gross Revenue')).toContainText(
    money(sum(records, (r) => r.gross_revenue)),
  );
  await expect(finance.card('Net Revenue')).toContainText(
    money(sum(records, (r) => r.net_revenue)),
  );
  await expect(finance.card('Total Companies')).toContainText(
    `${total}Reported: ${records.length}`,
  );
}

test("the admin sees last month's figures, sorts them, sums a range and takes it away as XLSX", async ({
  loginPage,
  page,
  request,
}) => {
  const finance = new AdminFinancePage(page);
  const session = await apiLogin(request, demo.admin.key);
  const month = await financeOf(request, session, lastMonth.key);
  expect(month.length).toBeGreaterThan(1);

  await signInAsAdmin(page, loginPage);
  // From the admin sidebar; the screen opens on the previous month (docs/product.md, Limits).
  const loaded = finance.nextLoad();
  await page.getByRole('link', { name: 'Finance', exact: true }).click();
  await page.waitForURL(exactPath(routes.adminFinance));
  expect((await loaded).request().postDataJSON()).toMatchObject({ period: lastMonth.key });
  await expect(finance.monthField).toHaveValue(lastMonth.key);
  await expect(page.getByText(`Período: ${lastMonth.label}`)).toBeVisible();
  await expectCards(finance, request, session, month);

  // One row a company, businessId ascending, each figure in BRL and the margin to 2 decimals.
  const ordered = [...month].sort(byId);
  expect(await finance.names()).toEqual(ordered.map((r) => r.businessName));
  for (const [i, r] of ordered.entries()) {
    await expect(finance.rows.nth(i).locator('td')).toHaveText(cellsOf(r));
  }
  await expect(finance.totalRow.locator('td').nth(4)).toHaveText(
    money(sum(month, (r) => r.net_profit)),
  );

  // Sorting by Net Profit: ascending, then descending from the keyboard.
  await finance.sortButton('Net Profit').click();
  await expect(finance.header('Net Profit')).toHaveAttribute('aria-sort', 'ascending');
  const byProfit = [...month].sort((a, b) => a.net_profit - b.net_profit || byId(a, b));
  expect(await finance.names()).toEqual(byProfit.map((r) => r.businessName));
  await finance.sortButton('Net Profit').focus();
  await page.keyboard.press('Enter');
  await expect(finance.header('Net Profit')).toHaveAttribute('aria-sort', 'descending');
  const byProfitDown = [...month].sort((a, b) => b.net_profit - a.net_profit || byId(a, b));
  expect(await finance.names()).toEqual(byProfitDown.map((r) => r.businessName));

  // The Range toggle: the start is the month shown, nothing is asked until the end is set.
  let asked = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `${apiBase}/admin/finance`) asked += 1;
  });
  await finance.rangeSwitch.check();
  await expect(finance.startField).toHaveValue(lastMonth.key);
  await expect(finance.endField).toHaveValue('');
  await expect(page.getByText('Informe o mês inicial e o mês final do período.')).toBeVisible();
  await expect(finance.table).toHaveCount(0);
  // An end before the start is refused on the end field.
  await finance.endField.fill(threeMonthsAgo.key);
  await expect(
    page.getByText('O mês final do período não pode ser anterior ao mês inicial.'),
  ).toBeVisible();
  await expect(finance.endField).toHaveAttribute('aria-invalid', 'true');
  await expect(finance.exportButton).toBeDisabled();
  expect(asked).toBe(0);

  // Three months: each company summed, its margin recomputed from the sums.
  const range = { start: threeMonthsAgo.key, end: lastMonth.key };
  const sums = await financeOf(request, session, range);
  await finance.setRange(range.start, range.end);
  await expect(
    page.getByText(`Período: ${threeMonthsAgo.label} a ${lastMonth.label}`),
  ).toBeVisible();
  await expectCards(finance, request, session, sums);
  const rangeOrder = [...sums].sort((a, b) => b.net_profit - a.net_profit || byId(a, b));
  expect(await finance.names()).toEqual(rangeOrder.map((r) => r.businessName));
  for (const [i, r] of rangeOrder.entries()) {
    await expect(finance.rows.nth(i).locator('td')).toHaveText(cellsOf(r));
    await expect(finance.rows.nth(i).locator('th')).toContainText(`${r.months} relatório`);
    expect(r.net_margin).toBeCloseTo(r.net_revenue === 0 ? 0 : r.net_profit / r.net_revenue, 10);
  }

  // The table as a workbook: the range, in the order on screen, with total and average rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    finance.exportButton.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`financeiro-${range.start}-a-${range.end}.xlsx`);
  const { sheets, rows } = await workbookRows(download, 'Finance');
  expect(sheets).toEqual(['Finance']);
  expect(rows[0]?.[0]).toMatch(/^Financeiro das empresas · /);
  expect(rows[1]).toEqual([
    'Business',
    'Gross Revenue',
    'Net Revenue',
    'Expenses',
    'COGS',
    'Net Profit',
    'Net Margin',
  ]);
  expect(rows.slice(2, -2)).toEqual(
    rangeOrder.map((r) => [
      r.businessName,
      r.gross_revenue,
      r.net_revenue,
      r.expenses,
      r.cogs,
      r.net_profit,
      r.net_margin,
    ]),
  );
  // The Total row's formulas carry their results.
  const total = rows
    .at(-2)
    ?.map((cell) => (typeof cell === 'object' && cell && 'result' in cell ? cell.result : cell));
  expect(total?.slice(0, 6)).toEqual([
    'Total',
    sum(sums, (r) => r.gross_revenue),
    sum(sums, (r) => r.net_revenue),
    sum(sums, (r) => r.expenses),
    sum(sums, (r) => r.cogs),
    sum(sums, (r) => r.net_profit),
  ]);

  // Back to one month: last month again.
  const again = finance.nextLoad();
  await finance.rangeSwitch.uncheck();
  expect((await again).request().postDataJSON()).toMatchObject({ period: lastMonth.key });
  await expect(finance.rows).toHaveCount(month.length);
});

test('a month without reports, and a failed load that a retry mends', async ({
  loginPage,
  page,
}) => {
  const finance = new AdminFinancePage(page);
  await signInAsAdmin(page, loginPage);
  await finance.open();

  await finance.monthField.fill('2001-01');
  await expect(page.getByRole('heading', { name: 'Nenhum relatório neste período' })).toBeVisible();
  await expect(finance.card('Total Companies')).toContainText('Reported: 0');
  await expect(finance.exportButton).toBeDisabled();

  // The server fails once: docs/product.md's text, then the retry shows the month.
  await page.route(`**${apiBase}/admin/finance`, (route) =>
    route.fulfill({ status: 500, json: { error: 'boom' } }),
  );
  await finance.monthField.fill(lastMonth.key);
  await expect(page.getByRole('alert')).toContainText('Failed to load finance data.');
  await page.unroute(`**${apiBase}/admin/finance`);
  await finance.retryButton.click();
  await expect(finance.rows.first()).toBeVisible();
});

test.describe('who may see Finance', () => {
  test('the council typing /admin/finance is sent to /, then its landing', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs('council');
    await page.waitForURL(exactPath(demo.council.landing));
    // No Finance link in the council's sidebar.
    await expect(page.getByRole('link', { name: 'Finance', exact: true })).toHaveCount(0);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    let asked = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `${apiBase}/admin/finance`) asked += 1;
    });
    await page.goto(routes.adminFinance);
    await page.waitForURL(exactPath(demo.council.landing));
    expect(visited.indexOf(routes.login)).toBeGreaterThan(visited.indexOf(routes.adminFinance));
    await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toHaveCount(0);
    expect(asked).toBe(0);
  });

  test('an ordinary user typing /admin/finance lands on the meetings list', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs('user');
    await page.waitForURL(exactPath(demo.user.landing));
    await page.goto(routes.adminFinance);
    await page.waitForURL(exactPath(demo.user.landing));
    await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toHaveCount(0);
  });
});

test('at 360 px the table scrolls inside its own region, from the keyboard too', async ({
  loginPage,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const finance = new AdminFinancePage(page);
  await signInAsAdmin(page, loginPage);
  await finance.open();
  await expect(finance.rows.first()).toBeVisible();

  const sizes = await finance.tableRegion.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.page).toBeLessThanOrEqual(360);
  await finance.tableRegion.focus();
  await expect(finance.tableRegion).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => finance.tableRegion.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The company's name stays in view while the figures scroll.
  const region = await finance.tableRegion.boundingBox();
  const name = await finance.rows.first().locator('th').boundingBox();
  expect(name?.x ?? -1).toBeGreaterThanOrEqual((region?.x ?? 0) - 1);
  // The cards stack, one under the other.
  const first = await finance.card('Net Profit').boundingBox();
  const second = await finance.card('Total Companies').boundingBox();
  expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
});
