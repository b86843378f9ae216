import { demo, type DemoAccount } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

test.describe('signing in', () => {
  const landings: [DemoAccount, string][] = [
    ['admin', routes.adminBusinesses],
    ['council', routes.adminBusinesses],
    ['user', routes.meetings],
    ['waiting', routes.waiting],
    ['business', routes.meetings],
  ];

  for (const [account, landing] of landings) {
    test(`${demo[account].key} lands on ${landing}`, async ({ loginPage, page }) => {
      await loginPage.goto();
      await loginPage.signInAs(account);
      await page.waitForURL(exactPath(landing));
      // The session survives a reload: the stored token is validated and the route stays.
      await page.reload();
      await page.waitForURL(exactPath(landing));
      expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeTruthy();
    });
  }

  test('a wrong password shows the login error and stays on /', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signIn(demo.user.key, 'senha-errada');
    // the error catalogue in docs/product.md: the server's error, else this text; our server answers with this very text.
    await expect(loginPage.formError).toHaveText(
      'Erro ao fazer login. Verifique suas credenciais.',
    );
    expect(new URL(page.url()).pathname).toBe(routes.login);
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  });

  test('empty fields show the required-field messages', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.submitButton.click();
    await expect(
      loginPage.message('Por favor, insira um email ou código da empresa'),
    ).toBeVisible();

    await loginPage.keyInput.fill(demo.user.key);
    await loginPage.submitButton.click();
    await expect(loginPage.message('Por favor, insira sua senha')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(routes.login);
  });
});
