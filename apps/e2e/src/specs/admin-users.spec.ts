import type { Browser, Page } from '@playwright/test';
import { AdminUsersPage, createUserByApi } from '../pages/AdminUsersPage';
import { LoginPage } from '../pages/LoginPage';
import { demo, demoPassword, uniqueEmail } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

// docs/product.md "Admin: Users" (role change rules, the list's cache), (the create form's
// checks), (council reads), (3 s toasts). Every person a test makes has a fresh e-mail:
// other specs sign the demo people in and out.

const bakery = 'Padaria Pão da Serra';
const atelier = 'Ateliê Flor de Lis';
const dental = 'Sorriso Pleno Odontologia';
const password = 'segredo123';
/** How the screen orders text (docs/product.md, Limits: by name ascending; numbers in e-mails as numbers). */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const sorted = (values: readonly string[]) => [...values].sort(collator.compare);

async function signInAsAdmin(page: Page, loginPage: LoginPage): Promise<AdminUsersPage> {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  const users = new AdminUsersPage(page);
  await users.goto();
  return users;
}

/** A page of its own (another browser) signed in as `email`, on their landing. */
async function signedInElsewhere(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const login = new LoginPage(await context.newPage());
  await login.goto();
  await login.signIn(email, password);
  return { context, page: login.page, login };
}

test('the admin creates a person (refused first, then accepted), who then signs in', async ({
  loginPage,
  page,
  browser,
  baseURL,
}) => {
  const users = await signInAsAdmin(page, loginPage);
  const person = {
    name: `Ana Criada ${Date.now()}`,
    email: uniqueEmail('admin-create'),
    phone: '(11) 97777-1234',
    password,
    role: 'Usuário' as const,
    businesses: [bakery],
  };

  await users.newUserButton.click();
  await expect(users.dialog).toHaveAccessibleName('New User');
  // docs/product.md: the create form offers only Usuário and Conselho.
  await expect(users.dialog.getByLabel('Função').locator('option')).toHaveText([
    'Usuário',
    'Conselho',
  ]);
  await users.dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(users.dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await expect(users.dialog.getByText('Please select at least one business')).toBeVisible();
  // The first refused field has the focus.
  await expect(users.dialog.getByLabel('Nome')).toBeFocused();

  await users.fillForm(person);
  const created = users.waitForUsersCall('create');
  await users.dialog.getByRole('button', { name: 'Criar usuário' }).click();
  expect((await created).status()).toBe(200);
  await expect(users.toasts).toContainText('User created successfully!');
  await expect(users.dialog).toBeHidden();
  await expect(users.row(person.name)).toContainText(person.email);
  await expect(users.row(person.name)).toContainText('Usuário');
  await expect(users.row(person.name).getByRole('button', { name: bakery })).toBeVisible();

  // The same e-mail again is refused with the server's text, inside the modal.
  await users.newUserButton.click();
  await users.fillForm({ ...person, email: person.email.toUpperCase() });
  await users.dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(users.dialog.getByRole('alert')).toHaveText('Este email já está cadastrado.');
  await users.dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The new person signs in with the admin's password and lands in their company.
  const them = await signedInElsewhere(browser, baseURL, person.email);
  await them.page.waitForURL(exactPath(demo.user.landing));
  await expect(them.page.getByRole('heading', { level: 1 })).toHaveText(`Reuniões de ${bakery}`);
  await them.context.close();
});

test('a role change applies the company rule and ends that person’s open session', async ({
  loginPage,
  page,
  browser,
  baseURL,
  request,
}) => {
  const person = {
    name: `Bruno Promovido ${Date.now()}`,
    email: uniqueEmail('admin-edit'),
    password,
    role: 'Usuário' as const,
    businesses: [bakery],
  };
  await createUserByApi(request, person);
  const them = await signedInElsewhere(browser, baseURL, person.email);
  await them.page.waitForURL(exactPath(demo.user.landing));

  const users = await signInAsAdmin(page, loginPage);
  await users.search.fill(person.name);
  await expect(users.rowNames).toHaveText([person.name]);
  await users
    .row(person.name)
    .getByRole('button', { name: `Editar ${person.name}` })
    .click();
  await expect(users.dialog).toHaveAccessibleName('Editar usuário');
  const companies = users.dialog.getByRole('group', { name: /Empresas/ });
  // Usuário: one company, radio buttons. Conselho: checkboxes, the company kept.
  await expect(companies.getByRole('radio', { name: bakery })).toBeChecked();
  await users.dialog.getByLabel('Função').selectOption({ label: 'Conselho' });
  await expect(companies.getByRole('checkbox', { name: bakery })).toBeChecked();
  await companies.getByRole('checkbox', { name: atelier }).check();
  // Admin: every company ('*'); back to Conselho, the list is empty and must be picked again.
  await users.dialog.getByLabel('Função').selectOption({ label: 'Admin' });
  await expect(companies).toContainText('Todas as empresas');
  await users.dialog.getByLabel('Função').selectOption({ label: 'Conselho' });
  await expect(companies).toContainText('(0 selecionadas)');
  await companies.getByRole('checkbox', { name: bakery }).check();
  await companies.getByRole('checkbox', { name: atelier }).check();

  const saved = users.waitForUsersCall('userEdit');
  await users.dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  expect((await saved).status()).toBe(200);
  await expect(users.toasts).toContainText('User updated successfully!');
  // The detail shows the person as saved.
  await expect(users.dialog).toHaveAccessibleName(person.name);
  await expect(users.dialog).toContainText('Conselho');
  await expect(users.dialog.getByRole('button', { name: atelier })).toBeVisible();
  await users.page.keyboard.press('Escape');
  await expect(users.row(person.name)).toContainText('Conselho');

  // Their page is sent to login on its next validation (no 30 s reuse here).
  await them.page.evaluate(() => localStorage.removeItem('last_token_validation'));
  await them.page.reload();
  await them.page.waitForURL(exactPath(routes.login));
  await expect(them.login.keyInput).toBeVisible();
  // Signed in again, they are Conselho now: the admin console is their landing.
  await them.login.signIn(person.email, password);
  await them.page.waitForURL(exactPath(demo.council.landing));
  await them.context.close();
});

test('filters by role and company, sorts by the headers, and clears', async ({
  loginPage,
  page,
}) => {
  const users = await signInAsAdmin(page, loginPage);
  await expect(users.header('Nome')).toHaveAttribute('aria-sort', 'ascending');
  const byName = await users.column(0);
  expect(byName).toEqual(sorted(byName));

  await users.openFilters();
  await users.roleFilter.selectOption({ label: 'Conselho' });
  await expect(users.row('Roberto Almeida')).toBeVisible();
  await expect.poll(async () => new Set(await users.column(2))).toEqual(new Set(['Conselho']));

  await users.roleFilter.selectOption({ label: 'Todas as funções' });
  await users.businessFilter.selectOption({ label: dental });
  await expect(users.row('Roberto Almeida')).toBeVisible();
  await expect
    .poll(async () => (await users.column(3)).every((chips) => chips.includes(dental)))
    .toBe(true);
  await expect(users.row('Juliana Ferreira')).toHaveCount(0);
  await expect(users.filtersButton).toHaveText('Filtros (1)');

  await users.roleFilter.selectOption({ label: 'Admin' });
  await expect(page.getByRole('heading', { name: 'Nenhum usuário encontrado' })).toBeVisible();
  await users.clearFilters.click();
  await expect(users.rowNames).toHaveCount(byName.length);

  // Sorting: the same header again turns the order round; the keyboard works as the mouse.
  await users.sortBy('Nome');
  await expect(users.header('Nome')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => users.column(0)).toEqual([...byName].reverse());
  await users.header('Email').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(users.header('Email')).toHaveAttribute('aria-sort', 'ascending');
  await expect(users.header('Nome')).toHaveAttribute('aria-sort', 'none');
  await expect
    .poll(async () => {
      const emails = await users.column(1);
      return emails.length === byName.length && emails.join() === sorted(emails).join();
    })
    .toBe(true);
});

test('deletes a person after confirmation, and the list stays without them', async ({
  loginPage,
  page,
  request,
}) => {
  const person = {
    name: `Carla Removida ${Date.now()}`,
    email: uniqueEmail('admin-delete'),
    password,
    role: 'Conselho' as const,
    businesses: [bakery, dental],
  };
  await createUserByApi(request, person);
  const users = await signInAsAdmin(page, loginPage);
  // The admin's own row offers no delete.
  await expect(users.row('Mariana Costa').getByRole('button', { name: /^Excluir / })).toHaveCount(
    0,
  );

  const remove = users.row(person.name).getByRole('button', { name: `Excluir ${person.name}` });
  await remove.click();
  await expect(users.confirmDialog).toContainText(person.email);
  await users.confirmDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(users.row(person.name)).toBeVisible();

  await remove.click();
  const deleted = users.waitForUsersCall('delete');
  await users.confirmDialog.getByRole('button', { name: 'Excluir' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(users.toasts).toContainText('User deleted successfully!');
  await expect(users.row(person.name)).toHaveCount(0);

  // docs/product.md: the deletion cleared the cached list; a reload asks the server again.
  await users.goto();
  await expect(users.row('Roberto Almeida')).toBeVisible();
  await expect(users.row(person.name)).toHaveCount(0);
});

test('the council reads the people of its companies, without create, edit or delete', async ({
  loginPage,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signIn(demo.council.key, demoPassword);
  await page.waitForURL(exactPath(demo.council.landing));
  const users = new AdminUsersPage(page);
  await users.goto();
  await expect(users.row('Juliana Ferreira')).toBeVisible();
  await expect(users.row('Mariana Costa')).toHaveCount(0);
  await expect(users.newUserButton).toHaveCount(0);
  await expect(users.table.getByRole('button', { name: /^(Editar|Excluir) / })).toHaveCount(0);

  await users.openDetail('Juliana Ferreira');
  await expect(users.dialog).toHaveAccessibleName('Juliana Ferreira');
  await expect(users.dialog).toContainText(demo.user.key);
  await expect(users.dialog.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(users.dialog).toBeHidden();
});

test('the list on a 360 px phone scrolls inside its own region', async ({ loginPage, page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  const users = new AdminUsersPage(page);
  await users.goto();
  await expect(users.newUserButton).toBeVisible();
  await expect(users.region).toHaveAttribute('tabindex', '0');
  const widths = await users.region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(widths.page).toBeLessThanOrEqual(360);

  await users.openDetail('Roberto Almeida');
  await expect(users.dialog).toHaveAccessibleName('Roberto Almeida');
  await expect(users.dialog.getByRole('button', { name: 'Editar' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(routes.adminUsers);
});

test("a company chip opens the company's detail, whose manager opens here; the Companies screen's manager link lands here too", async ({
  loginPage,
  page,
}) => {
  const users = await signInAsAdmin(page, loginPage);
  await users.row('Juliana Ferreira').getByRole('button', { name: bakery, exact: true }).click();
  const company = page.getByRole('dialog', { name: bakery, exact: true });
  await expect(company).toBeVisible();
  await company.getByRole('button', { name: 'Juliana Ferreira' }).click();
  await expect(company).toBeHidden();
  await expect(users.dialog).toHaveAccessibleName('Juliana Ferreira');
  await expect(users.dialog).toContainText('usuario@demo.com.br');
  await page.keyboard.press('Escape');

  // From the Companies screen: the card's detail, then its manager on the users screen.
  await page.goto(routes.adminBusinesses);
  await page.getByRole('button', { name: bakery, exact: true }).click();
  await expect(company).toBeVisible();
  await company.getByRole('button', { name: 'Juliana Ferreira' }).click();
  await page.waitForURL(exactPath(routes.adminUsers));
  await expect(users.dialog).toHaveAccessibleName('Juliana Ferreira');
});
