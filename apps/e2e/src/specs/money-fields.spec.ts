import { ReportsPage } from '../pages/ReportsPage';
import { waitForCompanyCall } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

// Money typed the Brazilian way: '1.300.000' in 'Meta de Faturamento' is one million three
// hundred thousand reais on the company page and on the Analytics goal card.

// Three visits of the company page and two of Analytics, on a machine shared with other runs.
test.slow();

/** formatBRL writes a no-break space after 'R$'. */
const brl = (amount: string) => `R$\u00a0${amount}`;

test('the demo user types the goal as 1.300.000 and Analytics reads R$ 1.300.000,00', async ({
  loginPage,
  companyInfoPage: info,
  page,
}) => {
  const reports = new ReportsPage(page);
  const goalCard = reports.summary('Meta anual de faturamento');
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));

  // Analytics first, so what it keeps of the reports is there when the goal changes.
  await reports.open();
  await expect(goalCard).toBeVisible();
  await expect(goalCard).not.toContainText(brl('1.300.000,00'));

  await info.goto();
  await expect(info.revenueGoal).toBeDisabled();
  // The seeded goal as view mode shows it ('R$ 1.200.000,00'), typed back at the end.
  const seeded = await info.revenueGoal.inputValue();
  expect(seeded).toMatch(/^R\$\s[\d.]+,\d{2}$/);

  await info.editButton.click();
  await expect(info.revenueGoal).toBeEnabled();
  await info.revenueGoal.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await info.revenueGoal.pressSequentially('1.300.000');
  await expect(info.revenueGoal).toHaveValue('R$ 1.300.000');
  await expect(info.revenueGoal).toHaveAccessibleDescription(
    `Valor entendido: ${brl('1.300.000,00')}`,
  );

  const saved = waitForCompanyCall(page, 'update');
  await info.saveButton.click();
  const update = await saved;
  expect(update.status()).toBe(200);
  // The goal travels as its number, as the product's text field: never '1.300.000' or 1,3.
  expect(update.request().postDataBuffer()?.toString('utf8')).toMatch(
    /name="meta_faturamento"\r\n\r\n1300000\r\n/,
  );
  await expect(info.success).toBeVisible();
  await expect(info.revenueGoal).toBeDisabled();
  await expect(info.revenueGoal).toHaveValue(brl('1.300.000,00'));

  await reports.open();
  await expect(goalCard).toContainText(brl('1.300.000,00'));

  // A letter typed is refused beside the field; the goal goes back to the seeded one.
  await info.goto();
  await info.editButton.click();
  await info.revenueGoal.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('x');
  await expect(page.getByRole('alert')).toHaveText(
    'Valor inválido. Use números, por exemplo 1.234,56.',
  );
  await page.keyboard.type(seeded.replace(/^R\$\s/, ''));
  await expect(page.getByRole('alert')).toBeHidden();
  const restored = waitForCompanyCall(page, 'update');
  await info.saveButton.click();
  expect((await restored).status()).toBe(200);
  await expect(info.revenueGoal).toHaveValue(seeded);
});
