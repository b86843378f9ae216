import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

test.describe('guards and redirects', () => {
  test('a user typing /admin/users is sent to the meetings list', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signInAs('user');
    await page.waitForURL(exactPath(demo.user.landing));
    await page.goto(routes.adminUsers);
    await page.waitForURL(exactPath(routes.meetings));
  });

  test('the council typing /admin/chat is sent to /', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signInAs('council');
    await page.waitForURL(exactPath(demo.council.landing));

    // '/' then forwards a signed-in person to their landing, so record every address visited.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(routes.adminChat);
    await page.waitForURL(exactPath(demo.council.landing));
    expect(visited).toContain(routes.login);
    expect(visited.indexOf(routes.login)).toBeGreaterThan(visited.indexOf(routes.adminChat));
    await expect(page.getByText('Chat com IA')).toHaveCount(0);
  });

  test('an admin typing a company page without a company chosen lands on the companies', async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs('admin');
    await page.waitForURL(exactPath(demo.admin.landing));

    await page.goto(routes.tasks);
    await page.waitForURL(exactPath(routes.adminBusinesses));
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    // No company page for nobody's company: no 'Tarefas de sua empresa', no task error.
    await expect(page.getByRole('heading', { name: /^Tarefas de/ })).toHaveCount(0);
    await expect(
      page.getByText('Erro ao carregar tarefas. Por favor, tente novamente.'),
    ).toHaveCount(0);
  });

  test('a signed-in person opening /register goes to their landing; the reset page stays open', async ({
    loginPage,
    resetPasswordPage,
    page,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs('user');
    await page.waitForURL(exactPath(demo.user.landing));

    await page.goto(routes.register);
    await page.waitForURL(exactPath(demo.user.landing));
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);

    await page.goto(routes.resetPasswordWith('nao-existe'));
    await expect(resetPasswordPage.invalidLink).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(routes.resetPassword);
  });

  test('an unknown path goes to /', async ({ page }) => {
    await page.goto('/isto-nao-existe');
    await page.waitForURL(exactPath(routes.login));
  });

  test('a legacy address goes to its dashboard equivalent', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signInAs('user');
    await page.waitForURL(exactPath(demo.user.landing));
    await page.goto('/tasks');
    await page.waitForURL(exactPath(routes.tasks));
  });

  test('protected pages send anonymous people to /', async ({ page }) => {
    await page.goto(routes.documents);
    await page.waitForURL(exactPath(routes.login));
    await page.goto(routes.adminBusinesses);
    await page.waitForURL(exactPath(routes.login));
  });
});
