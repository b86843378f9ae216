import { exactPath, expect, test } from '../support/fixtures';
import { listMail, resetLinkIn, waitForMail } from '../support/mail';
import { newBusiness, newPerson } from '../support/people';
import { routes } from '@portal/domain';

test('the reset link from the e-mail sets a new password once', async ({
  registerPage,
  loginPage,
  resetPasswordPage,
  waitingPage,
  page,
}) => {
  // A person of our own, so the demo accounts keep demo1234 for the other specs.
  const person = newPerson('reset');
  await registerPage.registerWaiting(person, newBusiness(person.email));
  await waitingPage.backToLoginButton.click();
  await page.waitForURL(exactPath(routes.login));

  const before = await listMail();
  await loginPage.requestPasswordReset(person.email);
  await expect(
    page.getByText(
      'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.',
    ),
  ).toBeVisible();

  const link = resetLinkIn(await waitForMail(person.email, before));
  await resetPasswordPage.open(link);
  await expect(resetPasswordPage.greeting(person.name)).toBeVisible();
  const newPassword = 'novaSenha456';
  await resetPasswordPage.setPassword(newPassword);
  await expect(resetPasswordPage.success).toBeVisible();
  await expect(page.getByText('Redirecionando para a página de login...')).toBeVisible();
  await page.waitForURL(exactPath(routes.login));

  // The old password no longer works, the new one does.
  await loginPage.signIn(person.email, person.password);
  await expect(loginPage.formError).toHaveText('Erro ao fazer login. Verifique suas credenciais.');
  await loginPage.signIn(person.email, newPassword);
  await page.waitForURL(exactPath(routes.waiting));
  await waitingPage.backToLoginButton.click();
  await page.waitForURL(exactPath(routes.login));

  // The same link does not work twice.
  await resetPasswordPage.open(link);
  await expect(resetPasswordPage.invalidLink).toBeVisible();
  await expect(resetPasswordPage.passwordInput).toHaveCount(0);
});
