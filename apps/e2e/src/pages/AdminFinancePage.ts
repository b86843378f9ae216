import type { Locator, Page, Response } from '@playwright/test';
import { apiBase } from '../support/api';
import { routes } from '@portal/domain';

// The admin Finance screen (docs/product.md "Admin: Finance"): the period, four cards, the table.
export class AdminFinancePage {
  readonly heading: Locator;
  readonly monthField: Locator;
  readonly rangeSwitch: Locator;
  readonly startField: Locator;
  readonly endField: Locator;
  readonly exportButton: Locator;
  readonly table: Locator;
  /** The table's scrolling box: a focusable region named after the table. */
  readonly tableRegion: Locator;
  /** The body's rows, one a company, in the order shown. */
  readonly rows: Locator;
  readonly totalRow: Locator;
  readonly loading: Locator;
  readonly retryButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Finance' });
    this.monthField = page.getByLabel('Mês', { exact: true });
    this.rangeSwitch = page.getByRole('switch', { name: 'Range' });
    this.startField = page.getByLabel('Mês inicial', { exact: true });
    this.endField = page.getByLabel('Mês final', { exact: true });
    this.exportButton = page.getByRole('button', { name: 'Exportar XLSX' });
    this.table = page.getByRole('table', { name: 'Resultados por empresa' });
    this.tableRegion = page.getByRole('region', { name: 'Resultados por empresa' });
    this.rows = this.table.locator('tbody tr');
    this.totalRow = this.table.locator('tfoot tr');
    this.loading = page.getByRole('status').filter({ hasText: 'Carregando dados financeiros...' });
    this.retryButton = page.getByRole('button', { name: 'Tentar novamente' });
  }

  /** The next answer of a finance getAll, seen from the browser. */
  nextLoad(): Promise<Response> {
    return this.page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `${apiBase}/admin/finance` &&
        r.request().headers()['action'] === 'getAll',
    );
  }

  /** Opens Finance by its address and waits for the first answer. */
  async open(): Promise<void> {
    const loaded = this.nextLoad();
    await this.page.goto(routes.adminFinance);
    await loaded;
    await this.heading.waitFor();
  }

  /** The summary card whose heading is `label` (Net Profit, Total Companies, ...). */
  card(label: string): Locator {
    return this.page
      .getByRole('list', { name: 'Resumo' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: label, exact: true }) });
  }

  /** The column header `label` (it carries aria-sort) and its sort button. */
  header(label: string): Locator {
    return this.table.getByRole('columnheader', { name: label, exact: true });
  }

  sortButton(label: string): Locator {
    return this.header(label).getByRole('button');
  }

  /** The companies' names in the order shown. */
  async names(): Promise<string[]> {
    return this.rows
      .locator('th')
      .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  }

  /** Sets the range's two months (an input type=month takes 'YYYY-MM'). */
  async setRange(start: string, end: string): Promise<void> {
    await this.startField.fill(start);
    await this.endField.fill(end);
  }
}
