import type { Locator, Page } from '@playwright/test';
import { routes } from '@portal/domain';

type CounterLabel = 'Total' | 'DRE este mês' | 'DRE pendente' | 'Aguardando aprovação';

// 'Empresas' at /admin/businesses (docs/product.md Admin: Companies): counters, search, the DRE filter,
// the active / pending toggle, the windowed card grid and the pending view.
export class AdminBusinessesPage {
  readonly heading: Locator;
  readonly newCompanyButton: Locator;
  readonly search: Locator;
  readonly counters: Locator;
  readonly grid: Locator;
  readonly cards: Locator;
  readonly activeToggle: Locator;
  readonly pendingToggle: Locator;
  readonly waitingSection: Locator;
  readonly joinRequestsSection: Locator;
  readonly noMatch: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Empresas' });
    this.newCompanyButton = page.getByRole('button', { name: 'New Company' });
    this.search = page.getByRole('searchbox', { name: 'Buscar empresas' });
    this.counters = page.getByRole('list', { name: 'Resumo das empresas' });
    this.grid = page.getByRole('list', { name: 'Empresas', exact: true });
    this.cards = this.grid.getByRole('listitem');
    this.activeToggle = page.getByRole('radio', { name: 'Ativas' });
    this.pendingToggle = page.getByRole('radio', { name: 'Aguardando aprovação' });
    this.waitingSection = page.getByRole('region', { name: 'Empresas aguardando aprovação' });
    this.joinRequestsSection = page.getByRole('region', { name: 'Solicitações de acesso' });
    this.noMatch = page.getByRole('heading', { name: 'Nenhuma empresa encontrada' });
  }

  async goto(): Promise<void> {
    await this.page.goto(routes.adminBusinesses);
  }

  /**
   * A counter (its label, then its number): the product's Total, DRE este mês and Pendentes (read
   * 'DRE pendente'), and the waiting approvals counted apart.
   */
  counter(label: CounterLabel): Locator {
    return this.counters.getByRole('listitem').filter({ hasText: label });
  }

  async counterValue(label: CounterLabel): Promise<number> {
    const text = await this.counter(label).innerText();
    return Number(text.replace(label, '').trim());
  }

  /** The card of a company, found by its name (the heading). */
  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The names of the cards drawn, in order. */
  async cardNames(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 2 }).allInnerTexts();
  }

  /** The card's health badge ('Saúde: Em dia', 'Atenção' or 'Crítico' as read aloud). */
  healthBadge(name: string): Locator {
    return this.card(name).getByText(/^Saúde: (Em dia|Atenção|Crítico)$/);
  }

  accessButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: 'Access Company' });
  }

  cardMenu(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Ações de ${name}` });
  }

  /** 'Todas', 'DRE este mês' or 'DRE pendente'. */
  async filterBy(label: 'Todas' | 'DRE este mês' | 'DRE pendente'): Promise<void> {
    await this.page.getByRole('group', { name: 'Filtrar por DRE' }).getByText(label).click();
  }

  waitingItem(name: string): Locator {
    return this.waitingSection
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  joinRequestItem(name: string): Locator {
    return this.joinRequestsSection
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}
