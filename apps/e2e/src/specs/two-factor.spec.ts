import { routes, TOTP_CODE_INVALID } from '@portal/domain';
import { createUserByApi } from '../pages/AdminUsersPage';
import { SecondFactor, totpCode } from '../pages/SecondFactor';
import { uniqueEmail } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

const PASSWORD = 'segredo-2fa-1';
const STEP_MS = 30_000;

// Several sign-ins and a modal in one journey: longer than one page's default.
test.slow();

test.describe('two-factor sign-in', () => {
  test('turned on in the profile, then asked at sign-in: a code of the app, then a recovery code', async ({
    page,
    request,
    loginPage,
    shellPage,
    profileModal,
  }) => {
    // A person of this test alone: the demo people keep their sign-in as it is.
    const email = uniqueEmail('dois-fatores');
    await createUserByApi(request, {
      name: 'Renata Duas Etapas',
      email,
      password: PASSWORD,
      role: 'Usuário',
      businesses: ['Padaria Pão da Serra'],
    });
    const factor = new SecondFactor(page);

    await loginPage.goto();
    await loginPage.signIn(email, PASSWORD);
    await page.waitForURL(exactPath(routes.meetings));

    // Turned on in the profile: the QR code, the key as text, a code of the app.
    await shellPage.roleBadge('Usuário').click();
    await factor.securityTab.click();
    await profileModal.dialog
      .getByRole('button', { name: 'Ativar verificação em duas etapas' })
      .click();
    // The password again first: a session alone cannot put someone else's phone on the account.
    const password = profileModal.dialog.getByLabel('Senha atual');
    await expect(password).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(
      profileModal.dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' }),
    ).toBeVisible();
    const key = await factor.shownKey();
    const enabledAt = Date.now();
    const firstCode = totpCode(key, enabledAt);
    await expect(factor.codeField).toBeFocused();
    await page.keyboard.type(firstCode);
    await page.keyboard.press('Enter');
    await expect(factor.recoveryList.getByRole('listitem')).toHaveCount(10);
    const recovery = await factor.recoveryCodes();
    await profileModal.dialog.getByRole('button', { name: 'Guardei os códigos' }).click();
    await expect(
      profileModal.dialog.getByText(/Ativada\. Códigos de recuperação restantes: 10/),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await shellPage.logoutButton.click();
    await page.waitForURL(exactPath(routes.login));

    // The password alone no longer signs in: the code step, a wrong code refused.
    await loginPage.signIn(email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    await expect(factor.codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(factor.codeField).toHaveAttribute('autocomplete', 'one-time-code');
    const wrong = String((Number(totpCode(key)) + 500_000) % 1_000_000).padStart(6, '0');
    await factor.codeField.fill(wrong);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(TOTP_CODE_INVALID);
    // A code is never taken twice: when the clock is still in the step that turned it on, the
    // next step's code (one step of drift is allowed) stands in.
    let code = totpCode(key);
    if (code === firstCode) code = totpCode(key, enabledAt + STEP_MS);
    await factor.codeField.fill(code);
    await page.keyboard.press('Enter');
    await page.waitForURL(exactPath(routes.meetings));
    await shellPage.logoutButton.click();
    await page.waitForURL(exactPath(routes.login));

    // A recovery code instead, as written down (lower case, spaces).
    await loginPage.signIn(email, PASSWORD);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await factor.recoveryField.fill(recovery[0]!.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(exactPath(routes.meetings));
    await shellPage.logoutButton.click();
    await page.waitForURL(exactPath(routes.login));

    // The same recovery code a second time is refused.
    await loginPage.signIn(email, PASSWORD);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await factor.recoveryField.fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText(TOTP_CODE_INVALID);
    await expect(page).toHaveURL(exactPath(routes.login));
  });
});
