import { uniqueEmail } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { newBusiness, newPerson } from '../support/people';
import { routes } from '@portal/domain';

test('a new registration with a new business reaches /waiting, and so does signing in', async ({
  registerPage,
  loginPage,
  waitingPage,
  page,
}) => {
  const person = newPerson('cadastro');
  await registerPage.goto();
  await registerPage.fillPerson(person);
  await registerPage.createBusiness(newBusiness(uniqueEmail('equipe')));
  await registerPage.submit();
  await page.waitForURL(exactPath(routes.waiting));

  // Back to login logs out; the same person signing in is sent to /waiting again.
  await waitingPage.backToLoginButton.click();
  await page.waitForURL(exactPath(routes.login));
  await loginPage.signIn(person.email, person.password);
  await page.waitForURL(exactPath(routes.waiting));
  await expect(waitingPage.heading).toBeVisible();
});

test('joining an existing business also waits for approval', async ({ registerPage, page }) => {
  await registerPage.goto();
  await registerPage.fillPerson(newPerson('existente'));

  // Leaving the new-business form for the list without picking asks to pick one.
  await page.getByRole('radio', { name: 'Criar novo negócio' }).check();
  await page.getByRole('radio', { name: 'Negócio existente' }).check();
  await registerPage.submit();
  await expect(page.getByText('Selecione um negócio ou crie um novo')).toBeVisible();

  // Typed without accents or capitals, as on a phone keyboard: the search still finds 'Pão'.
  await page.getByRole('searchbox', { name: 'Buscar negócio' }).fill('PAO da');
  await expect(page.getByRole('radio', { name: 'Padaria Pão da Serra' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Academia Movimento Vivo' })).toHaveCount(0);
  await registerPage.chooseExisting('Padaria Pão da Serra');
  await registerPage.submit();
  await page.waitForURL(exactPath(routes.waiting));
});

test('step 1 shows the product’s messages for empty and invalid fields', async ({
  registerPage,
  page,
}) => {
  await registerPage.goto();
  await registerPage.nextButton.click();
  for (const text of [
    'O nome é obrigatório',
    'O email é obrigatório',
    'O telefone é obrigatório',
    'A senha é obrigatória',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await registerPage.field('Email').fill('nao-e-email');
  await registerPage.field('Senha').fill('123');
  await registerPage.nextButton.click();
  await expect(page.getByText('Por favor, insira um email válido')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(routes.register);
});
