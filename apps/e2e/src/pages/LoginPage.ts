import type { Locator, Page } from '@playwright/test';
import { demo, demoPassword, type DemoAccount } from '../support/demo';
import { routes } from '@portal/domain';

// The login screen at '/' and its 3-step password-reset dialog.
export class LoginPage {
  readonly keyInput: Locator;
  readonly passwordInput: Locator;
  readonly submitButton: Locator;
  readonly forgotPasswordLink: Locator;
  readonly registerLink: Locator;
  readonly resetDialog: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.keyInput = page.getByLabel(/email ou código/i);
    this.passwordInput = page.getByLabel(/^senha$/i);
    this.submitButton = page.getByRole('button', { name: /^entrar$/i });
    this.forgotPasswordLink = page
      .getByRole('button', { name: 'Esqueceu sua senha?' })
      .or(page.getByRole('link', { name: 'Esqueceu sua senha?' }));
    this.registerLink = page.getByRole('link', { name: /cadastr|registr|criar conta/i });
    this.resetDialog = page.getByRole('dialog');
    this.formError = page.getByRole('form', { name: 'Entrar' }).getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto(routes.login);
    await this.keyInput.waitFor();
  }

  async signIn(key: string, password: string): Promise<void> {
    await this.keyInput.fill(key);
    await this.passwordInput.fill(password);
    await this.submitButton.click();
  }

  async signInAs(account: DemoAccount): Promise<void> {
    await this.signIn(demo[account].key, demoPassword);
  }

  // A message shown to the person, found by its exact text.
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.forgotPasswordLink.click();
    await this.resetDialog.getByLabel('Email').fill(email);
    await this.resetDialog.getByRole('button', { name: 'Continuar' }).click();
    // Step 2 asks whether the address is correct.
    await this.resetDialog.getByText(email).waitFor();
    await this.resetDialog.getByRole('button', { name: 'Sim, enviar link' }).click();
  }
}
