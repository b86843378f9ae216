import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ADMIN_LOAD_FAILED,
  BUSINESS_REJECTED,
  JOIN_REQUESTS_LOAD_FAILED,
  WAITING_BUSINESSES_LOAD_FAILED,
} from '@portal/domain';
import type { AdminBusinessesContext } from '@portal/domain';
import {
  companiesContext,
  companiesViewOf,
  councilCompanies,
  hortaViva,
  joinRequests,
  manyCompanies,
  orphanRegistration,
  type CompaniesState,
} from '../../fixtures/admin-businesses.fixtures';
import { isClipped } from '../../testing/layout';
import { AdminBusinesses, adminBusinessesViewProps } from './AdminBusinesses';
import type { AdminBusinessesViewProps } from './AdminBusinesses';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/** The screen's props as the machine's view gives them in `state` with the fixture `context`. */
function fromMachine(
  state: CompaniesState,
  context: AdminBusinessesContext = companiesContext(),
): AdminBusinessesViewProps {
  return adminBusinessesViewProps(companiesViewOf(state, context));
}

/** The pending view open with both lists loaded. */
const pendingLoaded: CompaniesState = { waiting: 'ready', joinRequests: 'ready' };
const pendingContext = (changes: Partial<AdminBusinessesContext> = {}) =>
  companiesContext({
    view: 'pending',
    waiting: [hortaViva, orphanRegistration],
    joinRequests,
    ...changes,
  });

const meta = {
  title: 'Screens/Admin/Companies',
  component: AdminBusinesses,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine({}),
    onRetry: fn(),
    onSearchChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onViewChange: fn(),
    onOpenCompany: fn(),
    onAccessCompany: fn(),
    onEditCompany: fn(),
    onDeleteCompany: fn(),
    onCreateCompany: fn(),
    onPendingRetry: fn(),
    onApproveWaiting: fn(),
    onRejectWaiting: fn(),
    onRejectConfirm: fn(),
    onRejectCancel: fn(),
    onApproveJoin: fn(),
    onRefuseJoin: fn(),
    onDismissToast: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminBusinesses>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const grid = (canvas: Canvas) => canvas.getByRole('list', { name: 'Empresas' });
const cards = (canvas: Canvas) => within(grid(canvas)).getAllByRole('listitem');
const card = (canvas: Canvas, name: string) => {
  const found = cards(canvas).find((item) => within(item).queryByRole('heading', { name }));
  if (!found) throw new Error(`no card ${name}`);
  return within(found);
};
const counter = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('list', { name: 'Resumo das empresas' }))
    .getByText(label)
    .closest('li');
const posinsetOfFocus = () =>
  Number(document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset'));

/** 'Empresas' opened while the companies are read: 'Carregando empresas...', 'Atualizar' waits. */
export const Loading: Story = {
  args: fromMachine({ companies: 'loading' }, companiesContext({ companies: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando empresas...');
    await expect(canvas.queryByRole('list', { name: 'Empresas' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
  },
};

/** The companies could not be read: the product's message and 'Tentar novamente'. */
export const Failure: Story = {
  args: fromMachine(
    { companies: 'failure' },
    companiesContext({ companies: [], error: ADMIN_LOAD_FAILED }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The admin's grid: six companies by name, the counters, badges, a card's actions. */
export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(counter(canvas, 'Total')).toHaveTextContent('6');
    await expect(counter(canvas, 'DRE este mês')).toHaveTextContent('4');
    // the product's 'Pendentes' counts missing DREs, under the DRE's own word; what waits for approval
    // is counted apart (nothing here).
    await expect(counter(canvas, 'DRE pendente')).toHaveTextContent('2');
    await expect(counter(canvas, 'Aguardando aprovação')).toHaveTextContent('0');
    await expect(canvas.getByRole('button', { name: 'New Company' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar empresas' })).toHaveAttribute(
      'placeholder',
      'Buscar empresas...',
    );
    const names = cards(canvas).map((item) => within(item).getByRole('heading').textContent);
    await expect(names).toEqual([
      'Academia Movimento Vivo',
      'Agência Faísca Digital',
      'Ateliê Flor de Lis',
      'Exato Contabilidade',
      'Padaria Pão da Serra',
      'Sorriso Pleno Odontologia',
    ]);
    await expect(cards(canvas)[0]).toHaveAttribute('aria-setsize', '6');

    const academia = card(canvas, 'Academia Movimento Vivo');
    await expect(academia.getByText('Crítico')).toBeVisible();
    await expect(academia.getByText('DRE pendente')).toBeVisible();
    await expect(
      academia.getByText(/Relatório do mês anterior não preenchido · 5 tarefas atrasadas/),
    ).toBeVisible();
    await expect(card(canvas, 'Padaria Pão da Serra').getByText('Em dia')).toBeVisible();
    await expect(card(canvas, 'Sorriso Pleno Odontologia').getByText('Atenção')).toBeVisible();
    // A missing logo and a logo that fails both show the placeholder.
    const flor = card(canvas, 'Ateliê Flor de Lis');
    await waitFor(() =>
      expect(flor.getByRole('img', { name: 'Logo da Ateliê Flor de Lis' })).toHaveAttribute(
        'data-logo-placeholder',
      ),
    );

    // The card's body opens the detail (a press on the niche lands on the name's button, whose
    // area covers the card); its buttons do their own thing.
    // (Scrolled into view first: the built Storybook's canvas is short, and a point outside the
    // viewport hits nothing.)
    // (Asked again until the scrolled page is laid out: the columns may settle a moment late;
    // the grid keeps its cards meanwhile, see ColumnsChangeKeepFocus.)
    const nameButton = academia.getByRole('button', { name: 'Academia Movimento Vivo' });
    const nicheText = academia.getByText('Academia e bem-estar');
    await waitFor(() => {
      nicheText.scrollIntoView({ block: 'center' });
      const niche = nicheText.getBoundingClientRect();
      const pressed = document.elementFromPoint(niche.x + 4, niche.y + niche.height / 2);
      expect(pressed).toBe(nameButton);
    });
    await userEvent.click(nameButton);
    await expect(args.onOpenCompany).toHaveBeenCalledWith('b-movimento');
    await userEvent.click(academia.getByRole('button', { name: 'Access Company' }));
    await expect(args.onAccessCompany).toHaveBeenCalledWith('b-movimento');
    await expect(args.onOpenCompany).toHaveBeenCalledTimes(1);
    await expect(
      academia.getByRole('button', { name: 'Access Company' }),
    ).toHaveAccessibleDescription('Academia Movimento Vivo');
    await userEvent.click(canvas.getByRole('button', { name: 'New Company' }));
    await expect(args.onCreateCompany).toHaveBeenCalledTimes(1);
  },
};

/**
 * Two registrations and one person wait for approval: 'Aguardando aprovação' counts the three,
 * apart from the DRE counters, which stay over the six active companies.
 */
export const WaitingApprovalsCounted: Story = {
  args: fromMachine(
    {},
    companiesContext({ waiting: [hortaViva, orphanRegistration], joinRequests }),
  ),
  play: async ({ canvas }) => {
    await expect(counter(canvas, 'Aguardando aprovação')).toHaveTextContent(
      /^Aguardando aprovação3$/,
    );
    await expect(counter(canvas, 'DRE pendente')).toHaveTextContent(/^DRE pendente2$/);
    await expect(counter(canvas, 'Total')).toHaveTextContent('6');
    await expect(
      within(canvas.getByRole('list', { name: 'Resumo das empresas' })).queryByText('Pendentes'),
    ).toBeNull();
  },
};

/** The pending lists still on their way (or failed): the counter says it has no number yet. */
export const WaitingApprovalsUnknown: Story = {
  args: fromMachine({ waiting: 'loading' }, companiesContext()),
  play: async ({ canvas }) => {
    const approvals = counter(canvas, 'Aguardando aprovação') as HTMLElement;
    await expect(approvals).toHaveTextContent('indisponível');
    await expect(approvals).not.toHaveTextContent(/\d/);
    await expect(counter(canvas, 'DRE pendente')).toHaveTextContent('2');
  },
};

/** Keyboard: the card menu opens on Enter, arrows move, Enter chooses; Tab walks the cards. */
export const KeyboardMenu: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const padaria = card(canvas, 'Padaria Pão da Serra');
    padaria.getByRole('button', { name: 'Padaria Pão da Serra' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCompany).toHaveBeenCalledWith('b-pao');
    await userEvent.tab();
    await expect(padaria.getByRole('button', { name: 'Access Company' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      padaria.getByRole('button', { name: 'Ações de Padaria Pão da Serra' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: 'Ações de Padaria Pão da Serra' });
    await expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteCompany).toHaveBeenCalledWith('b-pao');
    await expect(args.onEditCompany).not.toHaveBeenCalled();
    // The next stop after the menu is the next card's name.
    await userEvent.tab();
    await expect(
      card(canvas, 'Sorriso Pleno Odontologia').getByRole('button', {
        name: 'Sorriso Pleno Odontologia',
      }),
    ).toHaveFocus();
  },
};

/** The council: its three companies, health badges, no New Company, no card menus. */
export const Council: Story = {
  args: fromMachine({}, companiesContext({ canManage: false, companies: councilCompanies })),
  play: async ({ canvas }) => {
    await expect(cards(canvas)).toHaveLength(3);
    await expect(counter(canvas, 'Total')).toHaveTextContent('3');
    await expect(canvas.queryByRole('button', { name: 'New Company' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Ações de/ })).toBeNull();
    await expect(card(canvas, 'Sorriso Pleno Odontologia').getByText('Atenção')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Access Company' })).toHaveLength(3);
  },
};

/** 'DRE este mês': the four that filled this month's report; the counters stay over all. */
export const Filtered: Story = {
  args: fromMachine({}, companiesContext({ filter: 'thisMonth' })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(cards(canvas)).toHaveLength(4);
    await expect(canvas.getByText('4 de 6 empresas')).toBeVisible();
    await expect(counter(canvas, 'Total')).toHaveTextContent('6');
    await expect(canvas.getByRole('radio', { name: 'DRE este mês' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'DRE pendente' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('notThisMonth');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ordenar por' }), 'Saúde');
    await expect(args.onSortChange).toHaveBeenCalledWith('health');
  },
};

/** By health: the company needing most attention first. */
export const SortedByHealth: Story = {
  args: fromMachine({}, companiesContext({ sort: 'health' })),
  play: async ({ canvas }) => {
    const names = cards(canvas).map((item) => within(item).getByRole('heading').textContent);
    // Three issues; then one issue each, two overdue tasks before none; then up to date, the
    // longest without a meeting first (6 days before 4), ties by name.
    await expect(names).toEqual([
      'Academia Movimento Vivo',
      'Sorriso Pleno Odontologia',
      'Agência Faísca Digital',
      'Exato Contabilidade',
      'Padaria Pão da Serra',
      'Ateliê Flor de Lis',
    ]);
  },
};

/** A search no company matches: 'Nenhuma empresa encontrada'; Escape clears the box. */
export const EmptySearch: Story = {
  args: fromMachine({}, companiesContext({ search: 'floricultura' })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhuma empresa encontrada' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Empresas' })).toBeNull();
    const search = canvas.getByRole('searchbox', { name: 'Buscar empresas' });
    await expect(search).toHaveValue('floricultura');
    // Escape clears the search.
    search.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

/** Access Company on its way: that card's button is busy, the others wait. */
export const Accessing: Story = {
  args: fromMachine(
    { access: 'recording' },
    companiesContext({ accessing: { id: 'b-pao', name: 'Padaria Pão da Serra' } }),
  ),
  play: async ({ canvas }) => {
    await expect(
      card(canvas, 'Padaria Pão da Serra').getByRole('button', { name: 'Access Company' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      card(canvas, 'Exato Contabilidade').getByRole('button', { name: 'Access Company' }),
    ).toBeDisabled();
  },
};

/** The pending view: a registration, one whose registrant is gone, and a join request. */
export const Pending: Story = {
  args: fromMachine(pendingLoaded, pendingContext()),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Aguardando aprovação' })).toBeChecked();
    // The list's own items (a registration's team e-mails are a list inside its item).
    const waiting = [
      ...within(canvas.getByRole('region', { name: 'Empresas aguardando aprovação' })).getByRole(
        'list',
        { name: 'Empresas aguardando aprovação' },
      ).children,
    ];
    await expect(waiting).toHaveLength(2);
    const horta = within(waiting[0] as HTMLElement);
    await expect(horta.getByRole('heading', { name: 'Horta Viva Orgânicos' })).toBeVisible();
    await expect(horta.getByText('Hortifrúti orgânico')).toBeVisible();
    await expect(
      horta.getByRole('link', { name: 'https://www.hortavivaorganicos.com.br' }),
    ).toHaveAttribute('target', '_blank');
    await expect(horta.getByText('Carlos Mendes (aguardando@demo.com.br)')).toBeVisible();
    // The team e-mails the registrant typed, each on its line, under their own term.
    await expect(horta.getByText('Emails da equipe')).toBeVisible();
    const team = horta.getAllByRole('listitem').map((item) => item.textContent);
    await expect(team).toEqual(['aguardando@demo.com.br', 'socia@hortavivaorganicos.com.br']);
    // A registration without any shows no empty term.
    await expect(within(waiting[1] as HTMLElement).queryByText('Emails da equipe')).toBeNull();
    await expect(within(waiting[1] as HTMLElement).getByText('User not found')).toBeVisible();
    await userEvent.click(horta.getByRole('button', { name: 'Aprovar' }));
    await expect(args.onApproveWaiting).toHaveBeenCalledWith('w-horta');
    await userEvent.click(horta.getByRole('button', { name: 'Recusar' }));
    await expect(args.onRejectWaiting).toHaveBeenCalledWith('w-horta');

    const joins = canvas.getByRole('region', { name: 'Solicitações de acesso' });
    const beatriz = within(within(joins).getByRole('listitem'));
    await expect(beatriz.getByText('Padaria Pão da Serra')).toBeVisible();
    await userEvent.click(beatriz.getByRole('button', { name: 'Aprovar' }));
    await expect(args.onApproveJoin).toHaveBeenCalledWith('u-beatriz');
    await userEvent.click(beatriz.getByRole('button', { name: 'Recusar' }));
    await expect(args.onRefuseJoin).toHaveBeenCalledWith('u-beatriz');
    // Back to the grid with the keyboard: the toggle is a radio group.
    canvas.getByRole('radio', { name: 'Aguardando aprovação' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onViewChange).toHaveBeenCalledWith('active');
  },
};

/** The council reads the pending view: no decisions offered. */
export const PendingCouncil: Story = {
  args: fromMachine(pendingLoaded, pendingContext({ canManage: false })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Horta Viva Orgânicos' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Recusar' })).toBeNull();
  },
};

/** 'Aguardando aprovação' with nobody waiting: 'No pending businesses'. */
export const PendingEmpty: Story = {
  args: fromMachine(pendingLoaded, pendingContext({ waiting: [], joinRequests: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No pending businesses' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Solicitações de acesso' })).toBeNull();
  },
};

/** 'Aguardando aprovação' opened while both lists are read, each with its own status. */
export const PendingLoading: Story = {
  args: fromMachine({ waiting: 'loading', joinRequests: 'loading' }, pendingContext()),
  play: async ({ canvas }) => {
    const [waiting, joins] = canvas.getAllByRole('status');
    await expect(waiting).toHaveTextContent('Carregando empresas aguardando aprovação...');
    await expect(joins).toHaveTextContent('Carregando solicitações de acesso...');
  },
};

/** Each list says its own failure, with a retry. */
export const PendingFailure: Story = {
  args: fromMachine(
    { waiting: 'failure', joinRequests: 'failure' },
    pendingContext({
      waiting: [],
      joinRequests: [],
      waitingError: WAITING_BUSINESSES_LOAD_FAILED,
      joinRequestsError: JOIN_REQUESTS_LOAD_FAILED,
    }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Failed to load waiting businesses.');
    await expect(alerts[1]).toHaveTextContent(JOIN_REQUESTS_LOAD_FAILED);
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button'));
    await expect(args.onPendingRetry).toHaveBeenCalledTimes(1);
  },
};

/** 'Recusar' asks first; Cancel has focus, so Enter is safe. */
export const RejectConfirmation: Story = {
  args: fromMachine(
    { ...pendingLoaded, decision: 'confirmingReject' },
    pendingContext({ rejectId: 'w-horta' }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Recusar empresa' });
    await expect(dialog).toHaveTextContent('Horta Viva Orgânicos');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onRejectCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await expect(args.onRejectConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: 'Horta Viva Orgânicos' })).toBeInTheDocument();
  },
};

/** Rejected: the product's 3 s toast (the machine's clock). */
export const RejectedToast: Story = {
  args: fromMachine(
    pendingLoaded,
    pendingContext({
      waiting: [orphanRegistration],
      toast: { tone: 'success', text: BUSINESS_REJECTED },
    }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const toasts = canvas.getByRole('region', { name: 'Notificações' });
    await expect(toasts).toHaveTextContent('Business rejected successfully!');
    await userEvent.click(within(toasts).getByRole('button'));
    await expect(args.onDismissToast).toHaveBeenCalledTimes(1);
  },
};

/**
 * 2,000 companies: only the rows near the viewport are in the page, each card says its place in
 * the list, scrolling draws the rows that come into view, and Tab walks on past the first screen.
 */
export const TwoThousandCompanies: Story = {
  args: fromMachine({}, companiesContext({ companies: manyCompanies })),
  play: async ({ canvas, userEvent }) => {
    await expect(counter(canvas, 'Total')).toHaveTextContent('2000');
    const list = grid(canvas);
    const drawn = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '4'));
    await expect(drawn().length).toBeGreaterThan(8);
    await expect(drawn().length).toBeLessThan(100);
    await expect(drawn()[0]).toHaveAttribute('aria-setsize', '2000');
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(500 * 200);

    // Tab from the first card's name through twelve cards (three stops each, the menu last).
    within(drawn()[0] as HTMLElement)
      .getAllByRole('button')[0]
      ?.focus();
    let previous = posinsetOfFocus();
    await expect(previous).toBe(1);
    for (let stop = 0; stop < 36; stop += 1) {
      await userEvent.tab();
      const now = posinsetOfFocus();
      await expect(now).toBeGreaterThanOrEqual(previous);
      previous = now;
    }
    await expect(previous).toBe(13);

    // The end of the list is drawn once scrolled to.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(drawn().some((item) => item.getAttribute('aria-posinset') === '2000')).toBe(true),
    );
    await expect(drawn().length).toBeLessThan(100);
    window.scrollTo(0, 0);
  },
};

/**
 * The columns follow the width (a window resized, a phone turned): the cards move to their new
 * places without being drawn anew, so the card holding focus keeps it.
 */
export const ColumnsChangeKeepFocus: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 1200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = grid(canvas);
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '4'));
    const padaria = card(canvas, 'Padaria Pão da Serra');
    const name = padaria.getByRole('button', { name: 'Padaria Pão da Serra' });
    name.focus();
    const item = name.closest('[role="listitem"]') as HTMLElement;
    await expect(item).toHaveAttribute('aria-posinset', '5');
    const first = cards(canvas)[0] as HTMLElement;
    // Fifth of six in four columns: second row, first column.
    await expect(item.getBoundingClientRect().left).toBe(first.getBoundingClientRect().left);

    canvas.getByTestId('frame').style.width = '600px';
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '2'));
    await expect(name).toHaveFocus();
    await expect(cards(canvas)[4]).toBe(item);
    // Fifth in two columns: third row, first column; the sixth beside it, in the second.
    const sixth = cards(canvas)[5] as HTMLElement;
    await expect(item.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
    await expect(sixth.getBoundingClientRect().top).toBe(item.getBoundingClientRect().top);
    await expect(sixth.getBoundingClientRect().left).toBeGreaterThan(
      item.getBoundingClientRect().right,
    );
    await expect(list.getBoundingClientRect().right).toBeGreaterThanOrEqual(
      sixth.getBoundingClientRect().right,
    );
  },
};

/** A 360 px phone: one column, nothing wider than the screen. */
export const Phone360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: fromMachine({}, companiesContext({ waiting: [hortaViva], joinRequests })),
  play: async ({ canvas }) => {
    // The four counters two by two, each label whole inside its box.
    const counters = within(canvas.getByRole('list', { name: 'Resumo das empresas' }));
    for (const item of counters.getAllByRole('listitem')) {
      const label = item.firstElementChild as HTMLElement;
      await expect(isClipped(label)).toBe(false);
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(counter(canvas, 'Aguardando aprovação')).toHaveTextContent('2');
    const list = grid(canvas);
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '1'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const first = cards(canvas)[0] as HTMLElement;
    await expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(first).getByRole('button', { name: 'Access Company' })).toBeVisible();
  },
};
