import type { Locator, Page } from '@playwright/test';

// The profile-settings modal opened from the top bar's role badge.
export class ProfileModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Configurações do perfil' });
  }

  field(name: string): Locator {
    return this.dialog.getByRole('textbox', { name, exact: true });
  }

  async editProfile(changes: Record<string, string>): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Editar perfil' }).click();
    for (const [name, value] of Object.entries(changes)) await this.field(name).fill(value);
    await this.dialog.getByRole('button', { name: 'Salvar Alterações', exact: true }).click();
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.dialog.getByRole('tab', { name: 'Alterar senha' }).click();
    const form = this.dialog.getByRole('form', { name: 'Alterar senha' });
    await form.getByLabel('Senha atual').fill(oldPassword);
    await form.getByLabel('Nova senha').fill(newPassword);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
  }

  // Errors are announced as alerts, successes as status messages.
  message(): Locator {
    return this.dialog.getByRole('alert').or(this.dialog.getByRole('status'));
  }
}
