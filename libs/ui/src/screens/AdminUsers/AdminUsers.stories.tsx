import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ADMIN_LOAD_FAILED,
  ADMIN_USER_BUSINESS_REQUIRED,
  ADMIN_USER_FIELDS_REQUIRED,
  EMAIL_INVALID,
  EMAIL_TAKEN,
  NO_USER_FILTERS,
  USERS_EMPTY,
  TOTP_RESET_DONE,
  USER_CREATOR_UNKNOWN,
  USER_DELETED,
  USER_UPDATE_FAILED,
  emptyUserDraft,
  formatAdminDate,
  validateUserDraft,
  withRole,
} from '@portal/domain';
import type { UserFormContext, UserFormSnapshot, UsersListContext } from '@portal/domain';
import {
  beatriz,
  bistroCentral,
  cafeColonial,
  carla,
  councilContext,
  formContext,
  joao,
  marina,
  padariaAurora,
  readyUsers,
  usersContext,
  usersViewOf,
  wagner,
  type UsersListState,
} from '../../fixtures/admin-users.fixtures';
import { AdminUsers, adminUsersViewProps } from './AdminUsers';
import type { AdminUsersViewProps } from './AdminUsers';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

type FormState = { value: UserFormSnapshot['value']; context: UserFormContext };

/** The screen's props as the machines' view gives them: the list in `list`, and the open form. */
function fromMachine(
  list: UsersListState,
  context: UsersListContext,
  form?: FormState,
): AdminUsersViewProps {
  return adminUsersViewProps(usersViewOf(list, context, form));
}

const meta = {
  title: 'Screens/Admin/AdminUsers',
  component: AdminUsers,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(readyUsers(), usersContext()),
    onRefresh: fn(),
    onUserCreate: fn(),
    onDeleteConfirm: fn(),
    onDismissToast: fn(),
    onSearchChange: fn(),
    onFiltersToggle: fn(),
    onRoleFilterChange: fn(),
    onBusinessFilterChange: fn(),
    onFiltersClear: fn(),
    onSortChange: fn(),
    onUserOpen: fn(),
    onUserEdit: fn(),
    onUserDelete: fn(),
    onBusinessOpen: fn(),
    onDialogClose: fn(),
    onEditStart: fn(),
    onEditCancel: fn(),
    onFieldChange: fn(),
    onRoleChange: fn(),
    onBusinessToggle: fn(),
    onBusinessSearchChange: fn(),
    onFormSubmit: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminUsers>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Lista de usuários' });
/** The body rows' names, top to bottom. */
const rowNames = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (canvas: Canvas, name: string) => {
  const row = within(table(canvas)).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const header = (canvas: Canvas, name: string) =>
  within(table(canvas)).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const userDialog = (canvas: Canvas, name: string) => canvas.findByRole('dialog', { name });

/** The detail of `user`, as an admin opens it (`edit` adds the form's own state). */
const detail = (user = carla, form: Partial<FormState> = {}): FormState => ({
  value: { edit: 'viewing' },
  context: formContext(user),
  ...form,
});

/** 'Usuários' opened while the people are read: 'Carregando usuários...', 'New User' waits. */
export const Loading: Story = {
  args: fromMachine('loading', usersContext({ users: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando usuários...');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New User' })).toBeDisabled();
  },
};

/** The people could not be read: the product's message and 'Tentar novamente'. */
export const Failure: Story = {
  args: fromMachine('failure', usersContext({ users: [], error: ADMIN_LOAD_FAILED })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ADMIN_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Nobody to list: the product's empty message, no table. */
export const Empty: Story = {
  args: fromMachine(readyUsers(), usersContext({ users: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: USERS_EMPTY })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

/** Everyone by name (docs/product.md, Limits), with role badges, company chips and the admin's actions. */
export const List: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(rowNames(canvas)).toEqual([
      beatriz.name,
      carla.name,
      joao.name,
      marina.name,
      wagner.name,
    ]);
    await expect(header(canvas, 'Nome')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvas, 'Email')).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByText('5 usuários')).toBeVisible();
    // Role labels (docs/product.md, Limits); someone waiting reads as Usuário; an admin holds every company.
    await expect(rowOf(canvas, carla.name)).toHaveTextContent(
      `${carla.email}Conselho${padariaAurora.name}${bistroCentral.name}`,
    );
    await expect(rowOf(canvas, wagner.name)).toHaveTextContent('Usuário');
    await expect(rowOf(canvas, marina.name)).toHaveTextContent('Admin*Todas as empresas');
    // The admin edits and deletes anyone but deletes never themself.
    const own = within(rowOf(canvas, marina.name));
    await expect(own.getByRole('button', { name: `Editar ${marina.name}` })).toBeVisible();
    await expect(own.queryByRole('button', { name: `Excluir ${marina.name}` })).toBeNull();
    const row = within(rowOf(canvas, carla.name));
    await userEvent.click(row.getByRole('button', { name: bistroCentral.name }));
    await expect(args.onBusinessOpen).toHaveBeenCalledWith(bistroCentral.id);
    await userEvent.click(row.getByRole('button', { name: carla.name }));
    await expect(args.onUserOpen).toHaveBeenCalledWith(carla.id);
    await userEvent.click(row.getByRole('button', { name: `Editar ${carla.name}` }));
    await expect(args.onUserEdit).toHaveBeenCalledWith(carla.id);
    await userEvent.click(row.getByRole('button', { name: `Excluir ${carla.name}` }));
    await expect(args.onUserDelete).toHaveBeenCalledWith(carla.id);
    await userEvent.click(canvas.getByRole('button', { name: 'New User' }));
    await expect(args.onUserCreate).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** The headers are buttons: Tab reaches them, Enter and Space sort. */
export const SortByKeyboard: Story = {
  args: fromMachine(
    readyUsers(),
    usersContext({ sort: { column: 'role', direction: 'descending' } }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(header(canvas, 'Função')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(canvas, 'Nome')).toHaveAttribute('aria-sort', 'none');
    // Usuário first (by name), then Conselho, then Admin.
    await expect(rowNames(canvas)).toEqual([
      beatriz.name,
      joao.name,
      wagner.name,
      carla.name,
      marina.name,
    ]);
    const nameButton = within(header(canvas, 'Nome')).getByRole('button');
    nameButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name');
    await userEvent.tab();
    await expect(within(header(canvas, 'Email')).getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('email');
  },
};

/** The panel open with a role and a company chosen: the table shows who matches. */
export const Filtered: Story = {
  args: fromMachine(
    readyUsers(),
    usersContext({ filtersOpen: true, filters: { role: 'user', businessId: padariaAurora.id } }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Filtros (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(rowNames(canvas)).toEqual([joao.name]);
    await expect(canvas.getByText('1 de 5 usuários')).toBeVisible();
    const role = canvas.getByLabelText('Função');
    await expect(role).toHaveValue('user');
    await userEvent.selectOptions(role, 'council');
    await expect(args.onRoleFilterChange).toHaveBeenCalledWith('council');
    await userEvent.selectOptions(role, 'Todas as funções');
    await expect(args.onRoleFilterChange).toHaveBeenLastCalledWith(null);
    // The company filter offers the companies of the people listed, by name.
    const company = canvas.getByLabelText('Empresa');
    await expect(
      within(company)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todas as empresas',
      bistroCentral.name,
      cafeColonial.name,
      'Oficina Rápida',
      padariaAurora.name,
    ]);
    await userEvent.selectOptions(company, cafeColonial.name);
    await expect(args.onBusinessFilterChange).toHaveBeenCalledWith(cafeColonial.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onFiltersClear).toHaveBeenCalledTimes(1);
    await userEvent.click(toggle);
    await expect(args.onFiltersToggle).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar usuários' }), 'j');
    await expect(args.onSearchChange).toHaveBeenCalledWith('j');
  },
};

/** A search nobody matches: the product's empty message, and a way back. */
export const FilteredEmpty: Story = {
  args: fromMachine(readyUsers(), usersContext({ query: 'ninguém' })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: USERS_EMPTY })).toBeVisible();
    await expect(canvas.getByText('0 de 5 usuários')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const clear = canvas.getAllByRole('button', { name: 'Limpar filtros' });
    await userEvent.click(clear[clear.length - 1]!);
    await expect(args.onFiltersClear).toHaveBeenCalledTimes(1);
  },
};

/** Carla (Conselho) reads the people of her companies: no New User, no edit, no delete. */
export const CouncilReadOnly: Story = {
  args: fromMachine(readyUsers(), councilContext()),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/Somente leitura/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New User' })).toBeNull();
    await expect(rowNames(canvas)).toEqual([carla.name, joao.name]);
    await expect(canvas.queryByRole('button', { name: /^Editar / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Excluir / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Ver ${joao.name}` }));
    await expect(args.onUserOpen).toHaveBeenCalledWith(joao.id);
  },
};

/** The detail (docs/product.md): contact, role, created (dd/MM/yyyy HH:mm) and by whom, companies. */
export const DetailView: Story = {
  args: fromMachine(readyUsers('detail'), usersContext({ openUserId: carla.id }), detail()),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await userDialog(canvas, carla.name);
    const term = (label: string) => {
      const dt = within(dialog).getByText(label, { selector: 'dt' });
      return dt.nextElementSibling;
    };
    await expect(term('Email')).toHaveTextContent(carla.email);
    await expect(term('Telefone')).toHaveTextContent('(11) 97777-2000');
    await expect(term('Função')).toHaveTextContent('Conselho');
    const created = formatAdminDate(carla.created_at);
    await expect(created).toMatch(/^04\/03\/2026 \d{2}:\d{2}$/);
    await expect(term('Criado em')).toHaveTextContent(created);
    await expect(term('Criado por')).toHaveTextContent('Marina Duarte');
    await expect(term('Base de conhecimento')).toHaveTextContent(/Conselheira financeira/);
    await expect(term('Notas')).toHaveTextContent('Prefere reuniões às terças.');
    await userEvent.click(within(dialog).getByRole('button', { name: padariaAurora.name }));
    await expect(args.onBusinessOpen).toHaveBeenCalledWith(padariaAurora.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await expect(args.onEditStart).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDialogClose).toHaveBeenCalledTimes(1);
  },
};

/** An admin's detail: every company ('*'); nobody known created them ('Unknown'). */
export const DetailOfAdmin: Story = {
  args: fromMachine(readyUsers('detail'), usersContext({ openUserId: marina.id }), detail(marina)),
  play: async ({ canvas }) => {
    const dialog = await userDialog(canvas, marina.name);
    const term = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(term('Empresas associadas')).toHaveTextContent('*');
    await expect(term('Criado por')).toHaveTextContent(USER_CREATOR_UNKNOWN);
    await expect(term('Notas')).toHaveTextContent('—');
  },
};

/** The council's detail has no Editar (only the × closes it). */
export const CouncilDetail: Story = {
  args: fromMachine(
    readyUsers('detail'),
    councilContext({ openUserId: joao.id }),
    detail(joao, { context: formContext(joao, { canEdit: false, actorId: carla.id }) }),
  ),
  play: async ({ canvas }) => {
    const dialog = await userDialog(canvas, joao.name);
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    await waitFor(() => expect(close).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};

const editing = (user = carla, changes: Partial<UserFormContext> = {}): FormState => ({
  value: { edit: 'editing' },
  context: formContext(user, changes),
});

/** Edit mode: the role select and the company picker follow the role's rule. */
export const DetailEdit: Story = {
  args: fromMachine(
    readyUsers('detail'),
    usersContext({ openUserId: carla.id, startEditing: true }),
    editing(),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await userDialog(canvas, 'Editar usuário');
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue(carla.name);
    await expect(within(dialog).queryByLabelText('Senha')).toBeNull();
    const role = within(dialog).getByLabelText('Função');
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Conselho', 'Usuário']);
    await userEvent.selectOptions(role, 'user');
    await expect(args.onRoleChange).toHaveBeenCalledWith('user');
    // Conselho: checkboxes, her two companies ticked.
    const companies = within(dialog).getByRole('group', { name: /Empresas/ });
    await expect(companies).toHaveAccessibleDescription('Conselho: uma ou mais empresas.');
    await expect(
      within(companies).getByRole('checkbox', { name: padariaAurora.name }),
    ).toBeChecked();
    await expect(
      within(companies).getByRole('checkbox', { name: cafeColonial.name }),
    ).not.toBeChecked();
    await userEvent.click(within(companies).getByRole('checkbox', { name: cafeColonial.name }));
    await expect(args.onBusinessToggle).toHaveBeenCalledWith(cafeColonial);
    await userEvent.type(within(companies).getByRole('searchbox'), 'c');
    await expect(args.onBusinessSearchChange).toHaveBeenCalledWith('c');
    await userEvent.type(within(dialog).getByLabelText('Notas'), '!');
    await expect(args.onFieldChange).toHaveBeenCalledWith('notes', `${carla.notes}!`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await expect(args.onFormSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onEditCancel).toHaveBeenCalledTimes(1);
  },
};

/** Switched to Usuário: one company, picked with radio buttons; to Admin: all ('*'). */
export const EditRoleRules: Story = {
  args: fromMachine(
    readyUsers('detail'),
    usersContext({ openUserId: carla.id }),
    editing(carla, { draft: withRole(formContext(carla).draft, 'user') }),
  ),
  play: async ({ canvas }) => {
    const dialog = await userDialog(canvas, 'Editar usuário');
    const companies = within(dialog).getByRole('group', { name: /Empresas/ });
    await expect(companies).toHaveTextContent('(1 selecionada)');
    await expect(within(companies).getByRole('radio', { name: padariaAurora.name })).toBeChecked();
    await expect(
      within(companies).getByRole('radio', { name: bistroCentral.name }),
    ).not.toBeChecked();
    await expect(within(companies).queryByRole('checkbox')).toBeNull();
  },
};

/** The create modal after a submit with nothing filled: each refusal beside its field. */
export const CreateWithFieldErrors: Story = {
  args: (() => {
    const context = formContext(null, { showFieldErrors: true });
    const fieldErrors = validateUserDraft(
      { ...emptyUserDraft, email: 'ana@' },
      { user: null, actorId: marina.id, adminCount: 1 },
    );
    return fromMachine(readyUsers('create'), usersContext(), {
      value: { create: 'editing' },
      context: { ...context, draft: { ...emptyUserDraft, email: 'ana@' }, fieldErrors },
    });
  })(),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await userDialog(canvas, 'New User');
    const name = within(dialog).getByLabelText(/^Nome/);
    await expect(name).toHaveAccessibleDescription(ADMIN_USER_FIELDS_REQUIRED);
    await expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      EMAIL_INVALID,
    );
    await expect(within(dialog).getByLabelText(/^Senha/)).toHaveAccessibleDescription(
      ADMIN_USER_FIELDS_REQUIRED,
    );
    await expect(within(dialog).getByRole('group', { name: /Empresas/ })).toHaveTextContent(
      ADMIN_USER_BUSINESS_REQUIRED,
    );
    // Create offers only Usuário and Conselho (docs/product.md); Usuário picks one company.
    const role = within(dialog).getByLabelText('Função');
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Usuário', 'Conselho']);
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await userEvent.type(name, 'A');
    await expect(args.onFieldChange).toHaveBeenCalledWith('name', 'A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDialogClose).toHaveBeenCalledTimes(1);
  },
};

/** Saving an edit: the buttons wait, the modal does not close. */
export const Saving: Story = {
  args: fromMachine(readyUsers('detail'), usersContext({ openUserId: carla.id }), {
    value: { edit: 'saving' },
    context: formContext(carla),
  }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await userDialog(canvas, 'Editar usuário');
    await expect(within(dialog).getByRole('button', { name: /Salvando/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Nome')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDialogClose).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
  },
};

/** The server refused the edit: its text as returned, in the modal, everything typed kept. */
export const ServerRefusal: Story = {
  args: fromMachine(readyUsers('detail'), usersContext({ openUserId: joao.id }), {
    value: { edit: 'editing' },
    context: formContext(joao, {
      draft: { ...formContext(joao).draft, email: carla.email },
      formError: EMAIL_TAKEN,
    }),
  }),
  play: async ({ canvas }) => {
    const dialog = await userDialog(canvas, 'Editar usuário');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(EMAIL_TAKEN);
    await expect(within(dialog).getByLabelText('Email')).toHaveValue(carla.email);
  },
};

/** the product's 'Failed to update user.' is a browser alert there; here an alert in the modal. */
export const UpdateFailed: Story = {
  args: fromMachine(readyUsers('detail'), usersContext({ openUserId: joao.id }), {
    value: { edit: 'editing' },
    context: formContext(joao, { formError: USER_UPDATE_FAILED }),
  }),
  play: async ({ canvas }) => {
    const dialog = await userDialog(canvas, 'Editar usuário');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(USER_UPDATE_FAILED);
  },
};

/** Delete asks first; Cancel has the focus, so Enter is safe. */
export const DeleteConfirmation: Story = {
  args: fromMachine(
    readyUsers({ delete: 'confirming' }),
    usersContext({ deleteUserId: beatriz.id }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Excluir usuário' });
    await expect(dialog).toHaveTextContent(beatriz.email);
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDialogClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

const beatrizAsked = { ...beatriz, erasure_requested_at: '2026-12-07T13:00:00.000Z' };

/**
 * A person who asked for their account's erasure (LGPD) is marked 'Exclusão pedida' in the list;
 * deleting them confirms it, and the question says so with the day.
 */
export const ErasureRequested: Story = {
  args: fromMachine(
    readyUsers({ delete: 'confirming' }),
    usersContext({ users: [marina, carla, joao, beatrizAsked, wagner], deleteUserId: beatriz.id }),
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Beatriz Lima/ });
    await expect(within(row).getByText('Exclusão pedida')).toBeVisible();
    const other = canvas.getByRole('row', { name: /João/ });
    await expect(within(other).queryByText('Exclusão pedida')).toBeNull();
    const dialog = await canvas.findByRole('dialog', { name: 'Excluir usuário' });
    await expect(dialog).toHaveTextContent(
      'Beatriz Lima (beatriz@cafecolonial.com.br) pediu a exclusão da conta em 7 de dez de 2026.',
    );
  },
};

/** The detail of a person who asked for their account's erasure: since when, and how to confirm. */
export const DetailErasureRequested: Story = {
  args: fromMachine(
    readyUsers('detail'),
    usersContext({
      users: [marina, carla, joao, beatrizAsked, wagner],
      openUserId: beatriz.id,
    }),
    detail(beatrizAsked, { context: formContext(beatrizAsked) }),
  ),
  play: async ({ canvas }) => {
    const dialog = await userDialog(canvas, beatriz.name);
    const term = within(dialog).getByText('Exclusão da conta', { selector: 'dt' });
    await expect(term.nextElementSibling).toHaveTextContent(
      `Pedida pela pessoa em ${formatAdminDate(beatrizAsked.erasure_requested_at)}.`,
    );
  },
};

/** 'Excluir' confirmed for a person: the deletion on its way, 'Cancelar' waits. */
export const Deleting: Story = {
  args: fromMachine(readyUsers({ delete: 'deleting' }), usersContext({ deleteUserId: beatriz.id })),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Excluir usuário' });
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(canvas.getByRole('table', { name: 'Lista de usuários' })).toBeVisible();
  },
};

/** The 3 s toast after a delete (the machine's clock; here it stays until dismissed). */
export const Toast: Story = {
  args: fromMachine(
    readyUsers(),
    usersContext({
      users: [marina, carla, joao, wagner],
      toast: { tone: 'success', text: USER_DELETED },
    }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Notificações' });
    await expect(region).toHaveTextContent(USER_DELETED);
    await userEvent.click(within(region).getByRole('button'));
    await expect(args.onDismissToast).toHaveBeenCalledTimes(1);
  },
};

/** A 360 px phone: the table scrolls inside its own labelled, focusable region, not the page. */
export const Mobile360: Story = {
  args: fromMachine(readyUsers(), usersContext({ filters: NO_USER_FILTERS })),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Lista de usuários' });
    await waitFor(() => expect(region.scrollWidth).toBeGreaterThan(region.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // Keyboard people reach the region itself (arrow keys then scroll it), after the search.
    canvas.getByRole('button', { name: 'Filtros' }).focus();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'New User' })).toBeVisible();
  },
};

const carlaWithSecondFactor = { ...carla, two_factor: true };

/** The detail of a person with a second factor: the admin may reset it. */
export const DetailSecondFactor: Story = {
  args: {
    ...fromMachine(
      readyUsers('detail'),
      usersContext({ openUserId: carla.id }),
      detail(carlaWithSecondFactor, { context: formContext(carlaWithSecondFactor) }),
    ),
    onSecondFactorReset: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await userDialog(canvas, carla.name);
    const term = within(dialog).getByText('Verificação em duas etapas', { selector: 'dt' });
    await expect(term.nextElementSibling).toHaveTextContent('Ativada');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Redefinir verificação em duas etapas' }),
    );
    await expect(args.onSecondFactorReset).toHaveBeenCalledTimes(1);
  },
};

/** The reset asks first, and says what it does to the person. */
export const SecondFactorResetConfirm: Story = {
  args: {
    ...fromMachine(
      readyUsers('detail'),
      usersContext({ openUserId: carla.id }),
      detail(carlaWithSecondFactor, {
        value: { edit: 'confirmingReset' },
        context: formContext(carlaWithSecondFactor),
      }),
    ),
    onSecondFactorConfirm: fn(),
    onSecondFactorCancel: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await userDialog(canvas, carla.name);
    await waitFor(() =>
      expect(within(dialog).getByText(/as sessões abertas dela terminam/)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onSecondFactorCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar redefinição' }));
    await expect(args.onSecondFactorConfirm).toHaveBeenCalledTimes(1);
  },
};

/** After the reset: off, and said so. */
export const SecondFactorResetDone: Story = {
  args: fromMachine(
    readyUsers('detail'),
    usersContext({ openUserId: carla.id }),
    detail(carla, { context: formContext(carla, { notice: TOTP_RESET_DONE }) }),
  ),
  play: async ({ canvas }) => {
    const dialog = await userDialog(canvas, carla.name);
    const term = within(dialog).getByText('Verificação em duas etapas', { selector: 'dt' });
    await expect(term.nextElementSibling).toHaveTextContent('Desativada');
    await waitFor(() => expect(within(dialog).getByText(TOTP_RESET_DONE)).toBeVisible());
    await expect(
      within(dialog).queryByRole('button', { name: 'Redefinir verificação em duas etapas' }),
    ).toBeNull();
  },
};
