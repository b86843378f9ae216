import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px the shell sidebar is a drawer opened from the top bar', async ({
  loginPage,
  shellPage,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));

  const tasks = shellPage.navLink('Tarefas');
  await expect(tasks).toBeHidden();
  await shellPage.menuButton.click();
  await expect(tasks).toBeVisible();
  await tasks.click();
  await page.waitForURL(exactPath(routes.tasks));
  // Choosing a page closes the drawer again.
  await expect(tasks).toBeHidden();

  // Nothing overflows the narrow screen sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
