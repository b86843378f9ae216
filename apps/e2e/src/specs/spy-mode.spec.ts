import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

// The companies screen's 'Access Company' stores exactly these keys (docs/product.md, "Spy
// mode"); the spec stores them itself, so it tests only the shell's way out.
test('an admin viewing a company returns to admin from the shell', async ({
  loginPage,
  shellPage,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));

  await page.evaluate(() => {
    localStorage.setItem('spy_mode', 'true');
    localStorage.setItem('spy_mode_business_id', 'spied-company');
    localStorage.setItem(
      'business',
      JSON.stringify({ id: 'spied-company', name: 'Oficina Espiada' }),
    );
  });
  await page.goto(routes.meetings);
  await expect(page.getByText('Oficina Espiada').first()).toBeVisible();
  await expect(shellPage.logoutButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exit View' })).toBeVisible();

  await page.getByRole('button', { name: 'Return to Admin' }).click();
  await page.waitForURL(exactPath(routes.adminBusinesses));
  const stored = await shellPage.storedKeys();
  expect(stored).not.toContain('spy_mode');
  expect(stored).not.toContain('spy_mode_business_id');
  // Still signed in as admin.
  expect(stored).toContain('jwt_token');
});

test('a stored spy-mode flag is ignored for an ordinary user', async ({
  loginPage,
  shellPage,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await page.evaluate(() => localStorage.setItem('spy_mode', 'true'));
  await page.reload();
  await expect(shellPage.logoutButton).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to Admin' })).toHaveCount(0);
});
