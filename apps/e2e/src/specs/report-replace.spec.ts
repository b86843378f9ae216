import type { APIRequestContext, Page } from '@playwright/test';
import { ReportsPage } from '../pages/ReportsPage';
import { apiBase, apiLogin, type ApiSession } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { saoPauloDay, saoPauloMonth } from '../support/months';
import { routes } from '@portal/domain';

// A month that already has a report is never replaced by accident: the form shows its values,
// saving asks 'Substituir o relatório de … ?', cancel keeps it, and the server refuses a
// replacement that does not say so. The admin works in a company no other spec changes.
const company = 'Exato Contabilidade';
const admin = 'Mariana Costa';
/** Two months ago (São Paulo): a month the seed filled. */
const month = saoPauloMonth(-2);
const thisMonth = saoPauloMonth(0);

type ReportJson = {
  id: string;
  month_year: string;
  gross_revenue: number;
  version?: number;
  customAnswers: { question: string; response: string }[];
};

async function companyId(request: APIRequestContext): Promise<string> {
  const reply = await request.get(`${apiBase}/auth/getAllBusinessesNames`);
  const { businesses } = (await reply.json()) as { businesses: { id: string; name: string }[] };
  const id = businesses.find((b) => b.name === company)?.id;
  if (!id) throw new Error(`${company} is not in the demo data`);
  return id;
}

/** The company's report of `key` as the server has it now. */
async function reportOf(request: APIRequestContext, session: ApiSession, id: string, key: string) {
  const reply = await request.post(`${apiBase}/admin/reports`, {
    headers: { action: 'getSpecificCompany' },
    data: { jwt: session.jwt, authType: session.authType, businessId: id },
  });
  const [group] = (await reply.json()) as { items: { json: ReportJson }[] }[];
  const json = group?.items.find((item) => item.json.month_year === key)?.json;
  if (!json) throw new Error(`${company} has no report of ${key}`);
  return json;
}

/** A figure as the screens write it: '84.383,52'. */
const asTyped = (value: number) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The money field's own text for an amount: 'R$ ' and the amount, decimals only if it has them. */
const asShown = (value: number) =>
  `R$ ${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}`;

async function viewCompanyAsAdmin(
  page: Page,
  id: string,
  loginPage: { goto(): Promise<void>; signInAs(who: 'admin'): Promise<void> },
) {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  await page.evaluate(
    ({ businessId, name }) => {
      localStorage.setItem('spy_mode', 'true');
      localStorage.setItem('spy_mode_business_id', businessId);
      localStorage.setItem('business', JSON.stringify({ id: businessId, name }));
    },
    { businessId: id, name: company },
  );
}

/** Signs the admin in, inside the company, on Analytics; records what the page saves. */
async function start(
  page: Page,
  request: APIRequestContext,
  loginPage: { goto(): Promise<void>; signInAs(who: 'admin'): Promise<void> },
) {
  const id = await companyId(request);
  const session = await apiLogin(request, demo.admin.key);
  const before = await reportOf(request, session, id, month.key);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`${apiBase}/admin/reports`) && r.headers()['action'] === 'saveReport')
      saves.push(r.postData() ?? '');
  });
  const reports = new ReportsPage(page);
  await viewCompanyAsAdmin(page, id, loginPage);
  await reports.open();
  return { id, session, before, saves, reports };
}

test("a month that has a report opens with its values; cancel on 'Substituir…' keeps it, and the server refuses a blind replacement", async ({
  loginPage,
  page,
  request,
}) => {
  // A whole journey through the form, its question and the detail.
  test.slow();
  const { id, session, before, saves, reports } = await start(page, request, loginPage);

  // Last month is filled: the form opens on this month, a new report, and says so.
  await reports.fillButton.click();
  await expect(reports.field('Mês de referência')).toHaveValue(thisMonth.key);
  await expect(reports.formDialog.getByText(`Novo relatório de ${thisMonth.label}.`)).toBeVisible();

  // Two months ago has a report: picking it shows its values, the Brazilian way.
  await reports.field('Mês de referência').fill(month.key);
  await expect(reports.field('Receita bruta')).toHaveValue(asShown(before.gross_revenue));
  await expect(
    reports.formDialog.getByText(`O relatório de ${month.label} já existe`, { exact: false }),
  ).toBeVisible();

  // Saving asks first; Cancelar goes back to the form with nothing sent.
  await reports.field('Receita bruta').fill('99.999,00');
  await reports.formDialog.getByRole('button', { name: 'Salvar relatório' }).click();
  const question = reports.replaceQuestion(month.label);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(reports.field('Receita bruta')).toHaveValue('R$ 99.999,00');
  await reports.formDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reports.formDialog).toBeHidden();
  expect(saves).toEqual([]);

  // Cancel left the old one.
  await reports.monthCard(month.label).click();
  await page.waitForURL(new RegExp(`${routes.reports}/[^/]+$`));
  await expect(reports.reportCard).toContainText(`R$ ${asTyped(before.gross_revenue)}`);
  await expect(reports.reportCard).not.toContainText('Editado em');
  await reports.backToReports.click();
  await page.waitForURL(exactPath(routes.reports));

  // The server refuses a replacement that does not say it is one, and changes nothing.
  const blind = await request.post(`${apiBase}/admin/reports`, {
    headers: { action: 'saveReport' },
    data: {
      jwt: session.jwt,
      authType: session.authType,
      businessId: id,
      month: month.key,
      gross_revenue: 1,
      net_revenue: 1,
      expenses: 0,
      cogs: 0,
      customAnswers: before.customAnswers,
    },
  });
  expect(blind.status()).toBe(409);
  expect(((await blind.json()) as { error: string }).error).toContain(
    `O relatório de ${month.label} já existe`,
  );
});

test("confirmed by keyboard, the replacement shows its figure and 'Editado em … por …' on the detail", async ({
  loginPage,
  page,
  request,
}) => {
  // A whole journey through the form, its question and the detail.
  test.slow();
  const { id, session, before, saves, reports } = await start(page, request, loginPage);
  const question = reports.replaceQuestion(month.label);
  await reports.fillButton.click();
  await reports.field('Mês de referência').fill(month.key);
  await reports.field('Receita bruta').fill('99.999,00');
  await reports.formDialog.getByRole('button', { name: 'Salvar relatório' }).click();
  // The question, by keyboard: Cancelar has the focus, Substituir is the next button.
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Substituir' })).toBeFocused();
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`${apiBase}/admin/reports`) &&
      r.request().headers()['action'] === 'saveReport',
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Relatório salvo com sucesso!')).toBeVisible();
  await expect(reports.formDialog).toBeHidden();
  expect(JSON.parse(saves.at(-1) ?? '{}')).toMatchObject({
    month: month.key,
    gross_revenue: 99999,
    replacesVersion: before.version ?? 1,
  });
  await expect(reports.monthCard(month.label)).toContainText('R$ 99.999,00');

  // The detail, after a reload: the new figure, and who edited it and when (São Paulo).
  await page.reload();
  await reports.monthCard(month.label).click();
  await page.waitForURL(new RegExp(`${routes.reports}/[^/]+$`));
  await expect(reports.reportCard).toContainText('R$ 99.999,00');
  const edited = reports.reportCard.getByText(/^Editado em /);
  await expect(edited).toHaveText(
    new RegExp(`^Editado em ${saoPauloDay()} \\d{2}:\\d{2} por ${admin}$`),
  );
  const after = await reportOf(request, session, id, month.key);
  expect(after).toMatchObject({ id: before.id, version: (before.version ?? 1) + 1 });
});
