import { uniqueEmail } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { newBusiness, newPerson } from '../support/people';

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
  await page.waitForURL(exactPath('/waiting'));

  // Back to login logs out; the same person signing in is sent to /waiting again.
  await waitingPage.backToLoginButton.click();
  await page.waitForURL(exactPath('/'));
  await loginPage.signIn(person.email, person.password);
  await page.waitForURL(exactPath('/waiting'));
  await expect(waitingPage.heading).toBeVisible();
});
