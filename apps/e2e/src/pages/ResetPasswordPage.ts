import type { Locator, Page } from '@playwright/test';

// The reset page at /reset-password?token=...
export class ResetPasswordPage {
  readonly passwordInput: Locator;
  readonly confirmInput: Locator;
  readonly submitButton: Locator;
  readonly success: Locator;
  readonly invalidLink: Locator;
  readonly backToLogin: Locator;

  constructor(readonly page: Page) {
    this.passwordInput = page.getByPlaceholder('Digite sua senha');
    this.confirmInput = page.getByPlaceholder('Confirme sua senha');
    this.submitButton = page.getByRole('button', { name: 'Redefinir Senha' });
    this.success = page.getByText('Senha redefinida com sucesso!');
    this.invalidLink = page.getByText('Link de redefinição de senha inválido ou expirado');
    this.backToLogin = page.getByRole('link', { name: 'Voltar para o Login' });
  }

  // Opens the link from the e-mail on the server under test, whatever host the mail names.
  async open(link: string): Promise<void> {
    const url = new URL(link);
    await this.page.goto(`${url.pathname}${url.search}`);
  }

  greeting(name: string): Locator {
    return this.page.getByText(new RegExp(`Olá,?\\s*${name}`));
  }

  async setPassword(password: string): Promise<void> {
    await this.passwordInput.fill(password);
    await this.confirmInput.fill(password);
    await this.submitButton.click();
  }
}
