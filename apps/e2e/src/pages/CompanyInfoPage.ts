import type { Locator, Page } from '@playwright/test';
import { routes } from '@portal/domain';

// 'Informações da Empresa' at /dashboard/business/info (docs/product.md Company information).
export class CompanyInfoPage {
  readonly heading: Locator;
  readonly editButton: Locator;
  readonly viewButton: Locator;
  readonly website: Locator;
  readonly revenueGoal: Locator;
  readonly logoInput: Locator;
  readonly saveButton: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Informações da Empresa' });
    this.editButton = page.getByRole('button', { name: 'Editar', exact: true });
    this.viewButton = page.getByRole('button', { name: 'Visualizar', exact: true });
    this.website = page.getByRole('textbox', { name: 'Website', exact: true });
    this.revenueGoal = page.getByRole('textbox', { name: 'Meta de Faturamento', exact: true });
    // The real file input is visually hidden behind 'Alterar Logo'; Playwright sets its files.
    this.logoInput = page.getByLabel('Logo da empresa');
    this.saveButton = page.getByRole('button', { name: 'Salvar Alterações' });
    this.success = page.getByText('Informações atualizadas com sucesso', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(routes.info);
  }

  logo(companyName: string): Locator {
    return this.page.getByRole('img', { name: `Logo da ${companyName}`, exact: true });
  }
}
