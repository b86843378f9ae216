import { routes } from '@portal/domain';
import { AdminUsersPage, createUserByApi } from '../pages/AdminUsersPage';
import { LoginPage } from '../pages/LoginPage';
import { ProfileModal } from '../pages/ProfileModal';
import { ShellPage } from '../pages/ShellPage';
import { demo, uniqueEmail } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

// A person's request to erase their account (LGPD), as the two people involved live it: the
// person asks from the profile modal with their current password; an admin is told by the bell,
// finds them marked in the users list and confirms by deleting them; the person's session ends.

const password = 'segredo123';

test('a person asks for their account to be erased, and an admin confirms it', async ({
  browser,
  baseURL,
  request,
  loginPage,
  page,
  a11y,
}) => {
  const person = { name: `Pessoa Exclusão ${Date.now()}`, email: uniqueEmail('erasure') };
  await createUserByApi(request, {
    ...person,
    password,
    role: 'Usuário',
    businesses: ['Padaria Pão da Serra'],
  });

  // The person, in a browser of their own.
  const own = await browser.newContext({ baseURL });
  const login = new LoginPage(await own.newPage());
  await login.goto();
  await login.signIn(person.email, password);
  const personPage = login.page;
  await personPage.waitForURL(exactPath(routes.meetings));
  await new ShellPage(personPage).roleBadge('Usuário').click();
  const profile = new ProfileModal(personPage);
  const section = profile.dialog.getByRole('region', { name: 'Excluir minha conta' });
  await section.getByRole('button', { name: 'Pedir exclusão da conta' }).click();
  const confirm = personPage.getByRole('dialog', { name: 'Pedir exclusão da conta' });
  await expect(confirm.getByLabel('Senha atual')).toBeFocused();

  // Without the password, then with a wrong one: said in the confirmation, nothing asked.
  await confirm.getByRole('button', { name: 'Pedir exclusão' }).click();
  await expect(confirm).toContainText('Informe sua senha atual para continuar.');
  await confirm.getByLabel('Senha atual').fill('nao-e-a-senha');
  await personPage.keyboard.press('Enter');
  await expect(confirm).toContainText('Senha atual incorreta.');
  await confirm.getByLabel('Senha atual').fill(password);
  await confirm.getByRole('button', { name: 'Pedir exclusão' }).click();
  await expect(confirm).toBeHidden();
  await expect(section).toContainText('Você pediu a exclusão da sua conta em');
  await expect(section.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();

  // The admin's bell tells of it and leads to the users, where the person is marked.
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  await page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ }).click();
  await page
    .getByRole('region', { name: 'Notificações' })
    .getByRole('link', { name: new RegExp(`${person.name} pediu a exclusão da conta`) })
    .click();
  await page.waitForURL(exactPath(routes.adminUsers));
  const users = new AdminUsersPage(page);
  await expect(users.row(person.name)).toContainText('Exclusão pedida');
  await a11y.check('the users list with a person who asked for erasure');

  const deleted = users.waitForUsersCall('delete');
  await users
    .row(person.name)
    .getByRole('button', { name: `Excluir ${person.name}` })
    .click();
  await expect(users.confirmDialog).toContainText(
    `${person.name} (${person.email}) pediu a exclusão da conta em`,
  );
  await users.confirmDialog.getByRole('button', { name: 'Excluir' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(users.row(person.name)).toHaveCount(0);

  // The person's session is over: the next check of their token (the portal reuses one for 30 s,
  // which is forced here) sends them to the login.
  await personPage.evaluate(() => localStorage.removeItem('last_token_validation'));
  await personPage.reload();
  await personPage.waitForURL(exactPath('/'));
  await own.close();
});
