import type { Locator, Page } from '@playwright/test';

// The top bar's search (GlobalSearch): the box, the Ctrl+K / ⌘K dialog and its results.
export class SearchDialog {
  readonly trigger: Locator;
  readonly dialog: Locator;
  readonly box: Locator;
  readonly options: Locator;

  constructor(readonly page: Page) {
    this.trigger = page.getByRole('button', { name: /^Buscar…/ });
    this.dialog = page.getByRole('dialog', { name: 'Buscar' });
    this.box = this.dialog.getByRole('combobox', { name: 'Buscar no portal' });
    this.options = this.dialog.getByRole('option');
  }

  group(name: 'Reuniões' | 'Transcrições' | 'Tarefas' | 'Documentos' | 'Empresa' | 'Empresas') {
    return this.dialog.getByRole('group', { name, exact: true });
  }

  marks(within: Locator): Locator {
    return within.locator('mark');
  }

  empty(query: string): Locator {
    return this.dialog.getByText(`Nenhum resultado para “${query}”`, { exact: true });
  }
}
