import type { Locator, Page } from '@playwright/test';
import { apiBase } from '../support/api';
import { routes } from '@portal/domain';

// The Analytics screen and the report detail (docs/product.md "Reports / Analytics", "Report detail").
export class ReportsPage {
  readonly heading: Locator;
  readonly carousel: Locator;
  /** The carousel's monthly cards: links to the detail, newest first. */
  readonly monthCards: Locator;
  readonly missingCard: Locator;
  readonly fillButton: Locator;
  readonly formDialog: Locator;
  readonly scrollRight: Locator;
  readonly exportXlsx: Locator;
  readonly reportCard: Locator;
  readonly downloadImage: Locator;
  readonly downloadPdf: Locator;
  readonly backToReports: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Analytics' });
    this.carousel = page.locator('[data-carousel]');
    this.monthCards = this.carousel.locator(`a[href^="${routes.reports}/"]`);
    this.missingCard = page.getByRole('button', { name: /Clique para preencher/ });
    this.fillButton = page.getByRole('button', { name: 'Preencher Relatório' });
    this.formDialog = page.getByRole('dialog', { name: 'Preencher Relatório' });
    this.scrollRight = page.getByRole('button', { name: 'Rolar para a direita' });
    this.exportXlsx = page.getByRole('button', { name: 'Exportar XLSX' });
    this.reportCard = page.locator('[data-report-card]');
    this.downloadImage = page.getByRole('button', { name: 'Download Report' });
    this.downloadPdf = page.getByRole('button', { name: 'Baixar PDF' });
    this.backToReports = page.getByRole('link', { name: 'Back to Reports' });
  }

  /** Opens Analytics and waits for getSpecificCompany to answer. */
  async open(): Promise<void> {
    const loaded = this.page.waitForResponse(
      (r) =>
        r.url().endsWith(`${apiBase}/admin/reports`) &&
        r.request().headers()['action'] === 'getSpecificCompany',
    );
    await this.page.goto(routes.reports);
    await loaded;
    await this.heading.waitFor();
  }

  /** The form's field named `label`. */
  field(label: string): Locator {
    return this.formDialog.getByLabel(label, { exact: true });
  }

  /** Types the four figures, pt-BR style. */
  async fillFigures(figures: {
    gross: string;
    net: string;
    expenses: string;
    cogs: string;
  }): Promise<void> {
    await this.field('Receita bruta').fill(figures.gross);
    await this.field('Receita líquida').fill(figures.net);
    await this.field('Despesas').fill(figures.expenses);
    await this.field('Custos (CMV)').fill(figures.cogs);
  }

  /** The carousel's card of one month, by its pt-BR name ('setembro de 2026'). */
  monthCard(label: string): Locator {
    return this.monthCards.filter({ hasText: label });
  }

  /** The question over the form before a month's report is replaced. */
  replaceQuestion(label: string): Locator {
    return this.page.getByRole('dialog', { name: `Substituir o relatório de ${label}?` });
  }

  /** The summary card whose heading is `label`. */
  summary(label: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByText(label, { exact: true }) });
  }
}
