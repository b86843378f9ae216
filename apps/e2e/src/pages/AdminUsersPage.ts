import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiBase, apiLogin } from '../support/api';
import { demo } from '../support/demo';
import { routes } from '@portal/domain';

/** A person as the create form takes them. */
export type NewManagedUser = {
  name: string;
  email: string;
  phone?: string;
  password: string;
  role: 'Usuário' | 'Conselho';
  businesses: readonly string[];
};

// The admin Users screen (docs/product.md "Admin: Users"): search, filters panel, the sortable table,
// the user modal (detail, edit, New User) and the delete confirmation.
export class AdminUsersPage {
  readonly heading: Locator;
  readonly newUserButton: Locator;
  readonly refreshButton: Locator;
  readonly search: Locator;
  readonly filtersButton: Locator;
  readonly roleFilter: Locator;
  readonly businessFilter: Locator;
  readonly clearFilters: Locator;
  /** The table's scrolling region (labelled by its caption). */
  readonly region: Locator;
  readonly table: Locator;
  /** The names of the rows, top to bottom. */
  readonly rowNames: Locator;
  /** The user modal: detail, edit mode or New User. */
  readonly dialog: Locator;
  readonly confirmDialog: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Usuários' });
    this.newUserButton = page.getByRole('button', { name: 'New User' });
    this.refreshButton = page.getByRole('button', { name: 'Atualizar' });
    this.search = page.getByRole('searchbox', { name: 'Buscar usuários' });
    this.filtersButton = page.getByRole('button', { name: /^Filtros/ });
    const filters = page.getByRole('region', { name: 'Busca e filtros' });
    this.roleFilter = filters.getByLabel('Função');
    this.businessFilter = filters.getByLabel('Empresa');
    this.clearFilters = filters.getByRole('button', { name: 'Limpar filtros' });
    this.region = page.getByRole('region', { name: 'Lista de usuários' });
    this.table = page.getByRole('table', { name: 'Lista de usuários' });
    this.rowNames = this.table.getByRole('rowheader');
    this.dialog = page.getByRole('dialog').filter({ hasNot: page.getByText('Excluir usuário') });
    this.confirmDialog = page.getByRole('dialog', { name: 'Excluir usuário' });
    this.toasts = page.getByRole('region', { name: 'Notificações' });
  }

  /** Opens the screen and waits for the list (getAll) to answer. */
  async goto(): Promise<void> {
    const loaded = this.waitForUsersCall('getAll');
    await this.page.goto(routes.adminUsers);
    await loaded;
    await this.heading.waitFor();
  }

  /** The next answer of an admin users call with this `action` header. */
  waitForUsersCall(action: 'getAll' | 'create' | 'userEdit' | 'delete') {
    return this.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `${apiBase}/admin/users` &&
        response.request().headers()['action'] === action,
    );
  }

  /** The row of the person named `name`. */
  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Opens the person's detail from their name in the table. */
  async openDetail(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name, exact: true }).click();
  }

  /** A column's header (its `aria-sort`) and the button in it that sorts. */
  header(column: 'Nome' | 'Email' | 'Função'): Locator {
    return this.table.getByRole('columnheader', { name: new RegExp(`^${column}`) });
  }

  async sortBy(column: 'Nome' | 'Email' | 'Função'): Promise<void> {
    await this.header(column).getByRole('button').click();
  }

  async openFilters(): Promise<void> {
    if ((await this.filtersButton.getAttribute('aria-expanded')) !== 'true') {
      await this.filtersButton.click();
    }
  }

  /** The text of a column for every row, top to bottom (0 = Nome, 1 = Email, 2 = Função). */
  async column(index: 0 | 1 | 2 | 3): Promise<string[]> {
    const rows = this.table.locator('tbody tr');
    return rows.evaluateAll(
      (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText ?? ''),
      index,
    );
  }

  /** Fills the open New User (or edit) form; a role first, since it changes the company picker. */
  async fillForm(person: Partial<NewManagedUser>): Promise<void> {
    const form = this.dialog;
    if (person.name !== undefined) await form.getByLabel('Nome').fill(person.name);
    if (person.email !== undefined) await form.getByLabel('Email').fill(person.email);
    if (person.phone !== undefined) await form.getByLabel('Telefone').fill(person.phone);
    if (person.password !== undefined) {
      await form.getByLabel('Senha', { exact: true }).fill(person.password);
    }
    if (person.role) await form.getByLabel('Função').selectOption({ label: person.role });
    for (const business of person.businesses ?? []) {
      await form
        .getByRole('group', { name: /Empresas/ })
        .getByLabel(business, { exact: true })
        .check();
    }
  }

  async create(person: NewManagedUser): Promise<void> {
    await this.newUserButton.click();
    await this.fillForm(person);
    const created = this.waitForUsersCall('create');
    await this.dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await created;
  }
}

/**
 * Creates a person through the API as the demo admin (for specs whose subject is not the create
 * form), linked to the named companies; returns their id.
 */
export async function createUserByApi(
  request: APIRequestContext,
  person: NewManagedUser,
): Promise<string> {
  const admin = await apiLogin(request, demo.admin.key);
  const names = await request.get(`${apiBase}/auth/getAllBusinessesNames`);
  const { businesses } = (await names.json()) as { businesses: { id: string; name: string }[] };
  const picked = person.businesses.map((name) => {
    const found = businesses.find((business) => business.name === name);
    if (!found) throw new Error(`no company named ${name}`);
    return found;
  });
  const response = await request.post(`${apiBase}/admin/users`, {
    headers: { action: 'create' },
    data: {
      jwt: admin.jwt,
      authType: admin.authType,
      user: {
        name: person.name,
        email: person.email,
        phone_number: person.phone ?? null,
        password: person.password,
        role: person.role === 'Conselho' ? 'council' : 'user',
        business: { businesses: picked },
      },
    },
  });
  if (!response.ok()) throw new Error(`create ${person.email} answered ${response.status()}`);
  const [reply] = (await response.json()) as [{ user: { id: string } }];
  return reply.user.id;
}
