import { demo, demoPassword } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';

// SPEC §4: the token is validated again on entry to /admin/chat (other pages reuse a validation
// for 30 s). The page's clock is faked so the spec does not wait those 30 s for real.
test('entering /admin/chat checks the token again and signs out an ended session', async ({
  loginPage,
  shellPage,
  page,
  browser,
  baseURL,
}) => {
  await page.clock.install();
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));

  // The same admin signs in elsewhere and logs out: the server ends every earlier token.
  const elsewhere = await browser.newContext({ baseURL });
  const other = new LoginPage(await elsewhere.newPage());
  await other.goto();
  await other.signIn(demo.admin.key, demoPassword);
  await other.page.waitForURL(exactPath(demo.admin.landing));
  await other.page.getByRole('button', { name: 'Log Out' }).click();
  await other.page.waitForURL(exactPath('/'));
  await elsewhere.close();

  // Pages that reuse the validation keep working within the 30 s.
  await shellPage.navLink('Usuários').click();
  await page.waitForURL(exactPath('/admin/users'));

  await page.clock.fastForward('00:31');
  await shellPage.navLink('Chat').click();
  await page.waitForURL(exactPath('/'));
  await expect(loginPage.keyInput).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
});
