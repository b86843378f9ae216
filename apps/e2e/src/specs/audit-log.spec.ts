import { AdminAuditLogPage } from '../pages/AdminAuditLogPage';
import { AdminBusinessesPage } from '../pages/AdminBusinessesPage';
import { BusinessModals } from '../pages/BusinessModals';
import { ShellPage } from '../pages/ShellPage';
import { apiBase, apiLogin } from '../support/api';
import { companyWithOnePerson } from '../support/companies';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { AUDIT_KIND_LABELS, BUSINESS_DELETED, routes } from '@portal/domain';

// A company's data in its own hands: the admin erases a company from its detail by typing its
// name, and the audit log ('Registro de auditoria') tells it, beside a spy-mode entry, with who,
// when and from where; filters, the keyboard and a 360 px phone. A council member has no log.

const password = 'segredo123';
const ADMIN_NAME = 'Mariana Costa';
const ERASED = AUDIT_KIND_LABELS['adminBusinesses.erase'];
const SPY_MODE = AUDIT_KIND_LABELS['spy-mode'];

test('the admin erases a company by its name typed, and the audit log tells who did what', async ({
  page,
  request,
  loginPage,
  a11y,
}) => {
  const admin = await apiLogin(request, demo.admin.key);
  const { id, name, person } = await companyWithOnePerson(request, admin, password);
  // The admin enters it in spy mode ('Access Company'): the log shows it from its own record.
  const entered = await request.post(`${apiBase}/admin/business`, {
    headers: { action: 'recordAccess' },
    data: { jwt: admin.jwt, authType: admin.authType, businessId: id },
  });
  expect(entered.status()).toBe(200);

  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));

  // The admin navigation leads to the log: the spy-mode entry is the newest, with its address.
  const shell = new ShellPage(page);
  const log = new AdminAuditLogPage(page);
  const first = log.nextList();
  await shell.navLink('Registro de auditoria').click();
  await first;
  await page.waitForURL(exactPath(routes.adminAudit));
  const spy = log.entries.first();
  await expect(spy).toContainText(SPY_MODE);
  await expect(spy).toContainText(`Por:${ADMIN_NAME} (Admin)`);
  await expect(spy).toContainText(`Empresa:${name}`);
  await expect(spy).toContainText(/Endereço:\S+/);
  await a11y.check('the audit log');
  // Filtered by kind from the keyboard: only spy-mode entries.
  const byKind = log.nextList();
  await log.kindFilter.focus();
  await log.kindFilter.selectOption({ label: SPY_MODE });
  await byKind;
  await expect(log.entries.filter({ hasNotText: SPY_MODE })).toHaveCount(0);

  // The detail's 'Excluir empresa' says what goes and who stays, and wants the name typed.
  await shell.navLink('Empresas').click();
  const list = new AdminBusinessesPage(page);
  const modals = new BusinessModals(page);
  await list.card(name).getByRole('button', { name, exact: true }).click();
  const detail = modals.detail(name);
  await detail.getByRole('button', { name: 'Excluir empresa' }).click();
  await expect(modals.deleteDialog).toContainText(`${name} será excluída com tudo o que ela tem`);
  await expect(modals.deleteDialog).toContainText(person.name);
  await expect(modals.deleteDialog).toContainText('continuam com suas contas');
  const field = modals.deleteDialog.getByLabel('Digite o nome da empresa para confirmar');
  await expect(field).toBeFocused();
  await page.keyboard.type(name.toUpperCase());
  const erase = modals.deleteDialog.getByRole('button', {
    name: 'Excluir empresa e todos os dados',
  });
  await expect(erase).toBeDisabled();
  await a11y.check('the erasure confirmation');
  await field.fill(name);
  await page.keyboard.press('Enter');
  await expect(modals.notice(BUSINESS_DELETED)).toBeVisible();
  await expect(list.card(name)).toHaveCount(0);

  // The erasure is the log's newest entry, by the company's name kept as text.
  await log.open();
  const newest = log.entries.first();
  await expect(newest).toContainText(ERASED);
  await expect(newest).toContainText(`Por:${ADMIN_NAME} (Admin)`);
  await expect(newest).toContainText(`Empresa:${name}`);
  // Filtered by the erased company: its erasure, the spy-mode entry (kept in the log as the
  // company went) and its creation.
  const byCompany = log.nextList();
  await log.companyFilter.selectOption({ label: name });
  await byCompany;
  await expect(log.entries).toHaveCount(3);
  await expect(log.entries.nth(1)).toContainText(SPY_MODE);
  await expect(log.entries.nth(2)).toContainText(AUDIT_KIND_LABELS['adminBusinesses.create']);

  // A range that matches nothing: 'Nenhum registro encontrado'.
  const none = log.nextList();
  await log.toField.fill('2000-01-01');
  await none;
  await expect(log.empty).toBeVisible();
  await a11y.check('the audit log, nothing found');
  const cleared = log.nextList();
  await log.clearButton.click();
  await cleared;
  await expect(log.entries.first()).toContainText(ERASED);

  // At 360 px the page fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(log.heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a council member is not shown the audit log', async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.signInAs('council');
  await page.waitForURL(exactPath(demo.council.landing));
  await expect(page.getByRole('link', { name: 'Registro de auditoria' })).toHaveCount(0);
  await page.goto(routes.adminAudit);
  await expect(page).not.toHaveURL(exactPath(routes.adminAudit));
});
