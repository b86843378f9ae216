import { demo, sessionStorageKeys } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

test('logout clears every stored session key and returns to /', async ({
  loginPage,
  shellPage,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  expect(await shellPage.storedKeys()).toContain('jwt_token');
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));

  await shellPage.logoutButton.click();
  await page.waitForURL(exactPath(routes.login));
  await expect(loginPage.keyInput).toBeVisible();
  const left = await shellPage.storedKeys();
  for (const key of sessionStorageKeys) expect(left).not.toContain(key);

  // The server ended that token too: it no longer opens the dashboard.
  await page.evaluate((jwt) => {
    localStorage.setItem('jwt_token', jwt ?? '');
    localStorage.setItem('auth_type', 'user');
  }, token);
  await page.goto(routes.meetings);
  await page.waitForURL(exactPath(routes.login));
});
