import type { Locator, Page } from '@playwright/test';

// The meeting detail at /dashboard/business/meetings/{id}: Resumo and Transcript tabs.
type SectionName = 'Overview' | 'Notes' | 'Tarefas Adicionadas' | 'Plano de ação';

export class MeetingPage {
  readonly tabs: Locator;
  readonly panel: Locator;
  readonly search: Locator;
  readonly entries: Locator;
  readonly backLink: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Detalhes da reunião' });
    this.panel = page.getByRole('tabpanel');
    this.search = page.getByPlaceholder('Search in transcript...');
    this.entries = page.getByRole('list', { name: 'Transcript' }).getByRole('listitem');
    this.backLink = page.getByRole('link', { name: 'Voltar para Reuniões' });
  }

  title(text: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: text });
  }

  tab(name: 'Resumo' | 'Transcript'): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  section(name: SectionName): Locator {
    return this.panel.getByRole('heading', { level: 2, name, exact: true });
  }

  /** A section of 'Resumo' with its content (each is a region named by its heading). */
  region(name: SectionName): Locator {
    return this.panel.getByRole('region', { name, exact: true });
  }

  noResults(query: string): Locator {
    return this.page.getByText(`Nenhum resultado encontrado para "${query}"`, { exact: true });
  }
}
