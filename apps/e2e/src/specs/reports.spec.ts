import type { APIRequestContext, Page } from '@playwright/test';
import { ReportsPage } from '../pages/ReportsPage';
import { apiBase, apiLogin } from '../support/api';
import { demo } from '../support/demo';
import { bytesOf, workbookRows } from '../support/files';
import { exactPath, expect, test } from '../support/fixtures';
import { saoPauloMonth } from '../support/months';
import { pdfText } from '../support/pdf';
import { routes } from '@portal/domain';

// docs/product.md "Reports / Analytics" and "Report detail", with the form, chart and files.
// The server counts months in São Paulo; so does this spec (support/months.ts).
const lastMonth = saoPauloMonth(-1);
const bakery = 'Padaria Pão da Serra';
const gym = 'Academia Movimento Vivo';

async function businessNames(request: APIRequestContext) {
  const reply = await request.get(`${apiBase}/auth/getAllBusinessesNames`);
  return ((await reply.json()) as { businesses: { id: string; name: string }[] }).businesses;
}

const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

async function signIn(
  page: Page,
  loginPage: { goto(): Promise<void>; signInAs(who: 'user' | 'admin'): Promise<void> },
  who: 'user' | 'admin',
) {
  await loginPage.goto();
  await loginPage.signInAs(who);
  await page.waitForURL(exactPath(demo[who].landing));
}

test('the demo user fills last month again, sees it everywhere, and takes it away as PNG, PDF and XLSX', async ({
  loginPage,
  page,
}) => {
  // A whole journey: the form and its question, the detail, and three files.
  test.slow();
  const reports = new ReportsPage(page);
  await signIn(page, loginPage, 'user');
  await reports.open();

  // The three cards, with the real year in the forecast; the bakery's last month is filled.
  await expect(page.getByText('Lucro líquido médio (6 meses)')).toBeVisible();
  await expect(page.getByText('Evolução do lucro líquido')).toBeVisible();
  await expect(page.getByText(`Previsão Dez ${saoPauloMonth(0).year}`)).toBeVisible();
  await expect(reports.missingCard).toHaveCount(0);
  await expect(reports.monthCards).toHaveCount(14);
  await expect(reports.monthCards.first()).toContainText(lastMonth.label);
  // The trend chart is drawn (uPlot arrives in its own chunk).
  await expect(
    page.getByRole('img', { name: 'Faturamento e lucro por mês' }).locator('canvas'),
  ).toBeVisible();

  // The own form, with the month chosen and pt-BR figures; profit and margin as they are typed.
  await reports.fillButton.click();
  await expect(reports.formDialog).toBeVisible();
  await reports.field('Mês de referência').fill(lastMonth.key);
  await reports.fillFigures({
    gross: '123.456,78',
    net: '110.000,00',
    expenses: '20.000',
    cogs: '50.000',
  });
  await expect(reports.formDialog.getByText('R$ 40.000,00')).toBeVisible();
  await expect(reports.formDialog.getByText('36,4%')).toBeVisible();
  for (const answer of await reports.formDialog.getByRole('textbox').all()) {
    if ((await answer.evaluate((el) => el.tagName)) === 'TEXTAREA')
      await answer.fill('Resposta do e2e');
  }
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`${apiBase}/admin/reports`) &&
      r.request().headers()['action'] === 'saveReport',
  );
  await reports.formDialog.getByRole('button', { name: 'Salvar relatório' }).click();
  // Last month has a report: saving over it asks first.
  await reports
    .replaceQuestion(lastMonth.label)
    .getByRole('button', { name: 'Substituir' })
    .click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Relatório salvo com sucesso!')).toBeVisible();
  await expect(reports.formDialog).toBeHidden();
  // Filled again, not added: still 14 months, the newest with the new figures.
  await expect(reports.monthCards.first()).toContainText('R$ 123.456,78');
  await expect(reports.monthCards).toHaveCount(14);

  await page.reload();
  await expect(reports.monthCards.first()).toContainText('R$ 123.456,78');

  // The detail, by keyboard: the first month's card is a link.
  await reports.monthCards.first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`${routes.reports}/[^/]+$`));
  await expect(reports.reportCard).toContainText(bakery);
  await expect(reports.reportCard).toContainText('R$ 123.456,78');
  await expect(reports.reportCard).toContainText('R$ 40.000,00');
  await expect(reports.reportCard).toContainText('36,4');
  await expect(reports.reportCard).toContainText('Resposta do e2e');

  // Download Report: the card drawn at twice its size.
  const box = await reports.reportCard.boundingBox();
  const [image] = await Promise.all([page.waitForEvent('download'), reports.downloadImage.click()]);
  expect(image.suggestedFilename()).toBe(`report-${lastMonth.key}.png`);
  const png = pngSize(await bytesOf(image));
  expect(Math.abs(png.width - 2 * (box?.width ?? 0))).toBeLessThanOrEqual(2);
  expect(Math.abs(png.height - 2 * (box?.height ?? 0))).toBeLessThanOrEqual(2);

  // The month's board pack.
  const [pdf] = await Promise.all([page.waitForEvent('download'), reports.downloadPdf.click()]);
  expect(pdf.suggestedFilename()).toBe(`relatorio-padaria-pao-da-serra-${lastMonth.key}.pdf`);
  const pdfBytes = await bytesOf(pdf);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdfBytes);
  expect(text).toContain(bakery);
  expect(text).toContain('123.456,78');

  // Every month as a workbook, from the Analytics URL bar (the bakery has no sheet).
  await reports.backToReports.click();
  await page.waitForURL(exactPath(routes.reports));
  const [xlsx] = await Promise.all([page.waitForEvent('download'), reports.exportXlsx.click()]);
  expect(xlsx.suggestedFilename()).toBe('relatorios-padaria-pao-da-serra.xlsx');
  const { rows } = await workbookRows(xlsx, 'Relatórios');
  // The title, the header, fourteen months, then the Total and Average rows.
  expect(rows).toHaveLength(18);
  expect(rows[0]?.[0]).toMatch(/^Padaria Pão da Serra · Relatórios mensais · Gerado em /);
  expect(rows.flat()).toContain(123456.78);
  expect(rows.at(-2)?.[0]).toBe('Total');
});

test('in spy mode an admin fills the month the red card asks for, and the card goes', async ({
  loginPage,
  page,
  request,
}) => {
  const names = await businessNames(request);
  const gymId = names.find((b) => b.name === gym)?.id;
  expect(gymId).toBeTruthy();

  const reports = new ReportsPage(page);
  await signIn(page, loginPage, 'admin');
  await page.evaluate(
    ({ id, name }) => {
      localStorage.setItem('spy_mode', 'true');
      localStorage.setItem('spy_mode_business_id', id);
      localStorage.setItem('business', JSON.stringify({ id, name }));
    },
    { id: gymId ?? '', name: gym },
  );
  await reports.open();

  await expect(reports.missingCard).toContainText(lastMonth.label);
  await reports.missingCard.click();
  await expect(reports.field('Mês de referência')).toHaveValue(lastMonth.key);

  // Nothing is sent while a figure is missing; each field says what is wrong.
  await reports.formDialog.getByRole('button', { name: 'Salvar relatório' }).click();
  await expect(reports.formDialog.getByText('Informe o valor.').first()).toBeVisible();
  await expect(reports.field('Receita bruta')).toHaveAttribute('aria-invalid', 'true');

  await reports.fillFigures({ gross: '80.000', net: '72.000', expenses: '30.000', cogs: '50.000' });
  // A loss: the live profit is negative.
  await expect(reports.formDialog.getByText('-R$ 8.000,00')).toBeVisible();
  await reports.formDialog.getByRole('button', { name: 'Salvar relatório' }).click();
  await expect(page.getByText('Relatório salvo com sucesso!')).toBeVisible();
  await expect(reports.missingCard).toHaveCount(0);
  await expect(reports.monthCards.first()).toContainText(lastMonth.label);
  await expect(reports.monthCards.first()).toContainText('-R$ 8.000,00');
});

test("another company's report is 'Report not found' for the demo user", async ({
  loginPage,
  page,
  request,
}) => {
  const admin = await apiLogin(request, demo.admin.key);
  const names = await businessNames(request);
  const other =
    names.find((b) => b.name === 'Sorriso Pleno Odontologia') ??
    names.find((b) => b.name !== bakery);
  const reply = await request.post(`${apiBase}/admin/reports`, {
    headers: { action: 'getSpecificCompany' },
    data: { jwt: admin.jwt, authType: admin.authType, businessId: other?.id },
  });
  expect(reply.status()).toBe(200);
  const [group] = (await reply.json()) as { items: { json: { id: string } }[] }[];
  const foreignId = group?.items[0]?.json.id;
  expect(foreignId).toBeTruthy();

  const reports = new ReportsPage(page);
  await signIn(page, loginPage, 'user');
  await page.goto(`${routes.reports}/${foreignId}`);
  await expect(page.getByText('Report not found')).toBeVisible();
  await expect(reports.reportCard).toHaveCount(0);
  await reports.backToReports.click();
  await page.waitForURL(exactPath(routes.reports));
});

test('on a 360 px phone Analytics and the detail fit, and the carousel scrolls by its buttons', async ({
  loginPage,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const reports = new ReportsPage(page);
  await signIn(page, loginPage, 'user');
  await reports.open();
  await expect(reports.monthCards.first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await overflow()).toBeLessThanOrEqual(360);

  const before = await reports.carousel.evaluate((el) => el.scrollLeft);
  await reports.scrollRight.click();
  await expect.poll(() => reports.carousel.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);

  await reports.monthCards.first().click();
  await expect(reports.reportCard).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(360);
});

test("the sheet an admin sets shows in the company's URL bar, to copy or open", async ({
  loginPage,
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await apiLogin(request, demo.admin.key);
  const bakeryId = (await businessNames(request)).find((b) => b.name === bakery)?.id;
  const setSheet = (sheetId: string) =>
    request.post(`${apiBase}/admin/reports`, {
      headers: { action: 'setSheetId' },
      data: { jwt: admin.jwt, authType: admin.authType, businessId: bakeryId, sheetId },
    });
  const sheetId = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
  expect(
    (await setSheet(`https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`)).status(),
  ).toBe(200);
  try {
    const reports = new ReportsPage(page);
    await signIn(page, loginPage, 'user');
    await reports.open();
    const url = `https://docs.google.com/spreadsheets/d/${sheetId}/edit`;
    await expect(page.getByLabel('Planilha Google')).toHaveValue(url);
    await expect(reports.exportXlsx).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Abrir/ })).toHaveAttribute('href', url);
    await page.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.getByText('Link da planilha copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  } finally {
    // Specs share the run's database: the bakery goes back to the XLSX export.
    expect((await setSheet('')).status()).toBe(200);
  }
});

test("the reminder e-mail's link, opened signed out, leads through the login to the open form", async ({
  loginPage,
  page,
}) => {
  const reports = new ReportsPage(page);
  const month = saoPauloMonth(-2);
  await page.goto(`${routes.reports}?preencher=${month.key}`);
  // The login page keeps the page asked for, and leads there once signed in.
  await page.waitForURL((url) => url.pathname === routes.login && url.searchParams.has('destino'));
  await loginPage.signInAs('user');
  await expect(reports.formDialog).toBeVisible();
  await expect(reports.field('Mês de referência')).toHaveValue(month.key);
  await page.waitForURL(exactPath(routes.reports));
});
