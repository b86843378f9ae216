import { demo, demoPassword } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { solidPng } from '../support/png';

test.describe('profile modal', () => {
  test.beforeEach(async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signInAs('user');
    await page.waitForURL(exactPath(demo.user.landing));
  });

  test('opens from the role badge and saves an edit', async ({ shellPage, profileModal }) => {
    await shellPage.roleBadge('Usuário').click();
    await expect(profileModal.dialog).toBeVisible();
    await expect(profileModal.dialog.getByText(demo.user.key).first()).toBeVisible();

    const phone = `(11) 9${Date.now().toString().slice(-4)}-0000`;
    await profileModal.editProfile({ Telefone: phone });
    await expect(profileModal.message()).toHaveText('Perfil atualizado com sucesso');
    await expect(profileModal.dialog.getByText(phone)).toBeVisible();
  });

  test('the top bar shows a new name and a new photo as soon as they are saved', async ({
    shellPage,
    profileModal,
    page,
  }) => {
    const userButton = shellPage.roleBadge('Usuário');
    await userButton.click();
    await profileModal.dialog.getByRole('button', { name: 'Editar perfil' }).click();
    const original = await profileModal.field('Nome').inputValue();
    await expect(userButton).toContainText(original);
    const renamed = `${original} Lima`;
    try {
      await profileModal.field('Nome').fill(renamed);
      await profileModal.dialog.getByLabel('Foto de perfil').setInputFiles({
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: solidPng(24, [30, 90, 160]),
      });
      await profileModal.dialog
        .getByRole('button', { name: 'Salvar Alterações', exact: true })
        .click();
      await expect(profileModal.message()).toHaveText('Perfil atualizado com sucesso');

      // No reload: the top bar behind the modal already says who the person is now.
      await expect(userButton).toContainText(renamed);
      const avatar = userButton.locator('img');
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(24);

      // The saved name is what the browser keeps: a reload draws the shell with it.
      await page.keyboard.press('Escape');
      await page.reload();
      await expect(userButton).toContainText(renamed);
    } finally {
      // Put the demo name back for the specs after us, whatever happened above.
      await page.evaluate(async (name) => {
        const session = {
          jwt: localStorage.getItem('jwt_token'),
          authType: 'user',
        };
        const call = (action: string, body: object) =>
          fetch('/webhook/portal/profile', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              action,
              authorization: `Bearer ${session.jwt ?? ''}`,
            },
            body: JSON.stringify({ ...session, ...body }),
          });
        const [profile] = (await (await call('get', {})).json()) as Array<Record<string, string>>;
        await call('update', {
          name,
          email: profile?.email,
          phone_number: profile?.phone_number ?? '',
          knowledge_base: profile?.knowledge_base ?? '',
        });
      }, original);
    }
  });

  test('a password change keeps the person signed in with the new token', async ({
    shellPage,
    profileModal,
    page,
  }) => {
    await shellPage.roleBadge('Usuário').click();
    await profileModal.changePassword('senha-errada', 'outraSenha9');
    await expect(profileModal.message()).toBeVisible();
    await expect(profileModal.message()).not.toHaveText('Senha alterada com sucesso');

    try {
      await profileModal.changePassword(demoPassword, 'outraSenha9');
      await expect(profileModal.message()).toHaveText('Senha alterada com sucesso');

      // The server ended the old token. Force a real validation on reload (no 30 s reuse): the
      // stored token must be the new one, or the person would be logged out to '/'.
      await page.evaluate(() => localStorage.removeItem('last_token_validation'));
      await page.reload();
      await expect(shellPage.logoutButton).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(demo.user.landing);
    } finally {
      // Put the demo password back for the specs and people after us, whatever happened above.
      await page.evaluate(
        async ([oldPassword, newPassword]) =>
          fetch('/webhook/portal/profile', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              action: 'changePassword',
              authorization: `Bearer ${localStorage.getItem('jwt_token') ?? ''}`,
            },
            body: JSON.stringify({
              jwt: localStorage.getItem('jwt_token'),
              authType: 'user',
              oldPassword,
              newPassword,
            }),
          }).then((r) => r.status),
        ['outraSenha9', demoPassword] as const,
      );
    }
  });
});
