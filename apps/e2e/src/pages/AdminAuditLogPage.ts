import type { Locator, Page, Response } from '@playwright/test';
import { AUDIT_LOG_EMPTY, routes } from '@portal/domain';
import { apiBase } from '../support/api';

// 'Registro de auditoria' at /admin/audit: the filters, the entries newest first, the pages.
export class AdminAuditLogPage {
  readonly heading: Locator;
  readonly actorFilter: Locator;
  readonly companyFilter: Locator;
  readonly kindFilter: Locator;
  readonly fromField: Locator;
  readonly toField: Locator;
  readonly clearButton: Locator;
  readonly entries: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Registro de auditoria' });
    this.actorFilter = page.getByRole('combobox', { name: 'Quem fez' });
    this.companyFilter = page.getByRole('combobox', { name: 'Empresa' });
    this.kindFilter = page.getByRole('combobox', { name: 'Tipo de ação' });
    this.fromField = page.getByLabel('De', { exact: true });
    this.toField = page.getByLabel('Até', { exact: true });
    this.clearButton = page.getByRole('button', { name: 'Limpar filtros' });
    this.entries = page.getByRole('list', { name: 'Registros' }).getByRole('listitem');
    this.empty = page.getByRole('heading', { name: AUDIT_LOG_EMPTY });
  }

  /** The next answer of a list call, seen from the browser. */
  nextList(): Promise<Response> {
    return this.page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `${apiBase}/admin/audit` &&
        r.request().headers()['action'] === 'list',
    );
  }

  /** Opens the log by its address and waits for its first page. */
  async open(): Promise<void> {
    const loaded = this.nextList();
    await this.page.goto(routes.adminAudit);
    await loaded;
    await this.heading.waitFor();
  }

  /** The entries whose text holds `text`. */
  entry(text: string): Locator {
    return this.entries.filter({ hasText: text });
  }
}
