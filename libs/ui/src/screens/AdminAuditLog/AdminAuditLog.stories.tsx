import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  AUDIT_LOG_EMPTY,
  AUDIT_LOG_FILTERS_LOAD_FAILED,
  AUDIT_LOG_LOAD_FAILED,
  AUDIT_RANGE_END_BEFORE_START,
  EMPTY_AUDIT_FILTERS,
  type AuditLogContext,
  type AuditLogSnapshot,
} from '@portal/domain';
import { auditLogViewOf, auditStoryContext } from '../../fixtures/audit-log.fixtures';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';
import { AdminAuditLog, adminAuditLogViewProps } from './AdminAuditLog';

/** The screen's props as the machine's view gives them in `list` / `options` with `context`. */
function fromMachine(
  list: AuditLogSnapshot['value']['list'],
  context: Partial<AuditLogContext> = {},
  options: AuditLogSnapshot['value']['options'] = 'ready',
) {
  return adminAuditLogViewProps(auditLogViewOf(list, auditStoryContext(context), options));
}

const meta = {
  title: 'Screens/Admin/AdminAuditLog',
  component: AdminAuditLog,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine('ready'),
    onFilterChange: fn(),
    onClearFilters: fn(),
    onPreviousPage: fn(),
    onNextPage: fn(),
    onRetry: fn(),
    onOptionsRetry: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminAuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Registros' })).getAllByRole('listitem');

/**
 * An admin opening the log: the newest first, each saying what was done, by whom and their role,
 * on which company or person, when (São Paulo) and from which address.
 */
export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Registro de auditoria',
    );
    const items = entries(canvas);
    await expect(items).toHaveLength(5);
    const erase = items[0]!;
    await expect(erase).toHaveTextContent('Empresa e todos os dados excluídos');
    await expect(erase).toHaveTextContent('Por:Helena Prado (Admin)');
    await expect(erase).toHaveTextContent('Empresa:Horta Viva Orgânicos');
    await expect(erase).toHaveTextContent('Endereço:203.0.113.7');
    await expect(within(erase).getByText('20/11/2026 14:42')).toHaveAttribute(
      'datetime',
      '2026-11-20T17:42:00.000Z',
    );
    await expect(items[2]).toHaveTextContent('Pessoa:Marcos Souza');
    // A spy-mode entry kept before addresses were says so.
    await expect(items[3]).toHaveTextContent('Entrada em modo visualização');
    await expect(items[3]).toHaveTextContent('Endereço:não registrado');
    // Keyboard: the filters are native fields, reached with Tab.
    const kind = canvas.getByRole('combobox', { name: 'Tipo de ação' });
    kind.focus();
    await userEvent.selectOptions(kind, 'Entrada em modo visualização');
    await expect(args.onFilterChange).toHaveBeenCalledWith('kind', 'spy-mode');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Empresa' }), 'b-padaria');
    await expect(args.onFilterChange).toHaveBeenCalledWith('businessId', 'b-padaria');
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mais recentes' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mais antigos' })).toBeDisabled();
  },
};

/** While a page of entries is on its way: 'Carregando registros...'. */
export const Loading: Story = {
  args: fromMachine('loading', { entries: [] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando registros...');
    await expect(canvas.queryByRole('list', { name: 'Registros' })).toBeNull();
  },
};

/** Filters that match nothing: 'Nenhum registro encontrado', and 'Limpar filtros' works. */
export const Empty: Story = {
  args: fromMachine('ready', {
    entries: [],
    filters: { ...EMPTY_AUDIT_FILTERS, kind: 'reports.setSheetId', actorId: 'u-rafael' },
  }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: AUDIT_LOG_EMPTY })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Quem fez' })).toHaveValue('u-rafael');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

/** The log could not be read: the failure's text and 'Tentar novamente'. */
export const Failure: Story = {
  args: fromMachine('failure', { entries: [], error: AUDIT_LOG_LOAD_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUDIT_LOG_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An end day before the start day: nothing is asked, and the 'Até' field says why. */
export const RangeBackwards: Story = {
  args: fromMachine('invalid', {
    entries: [],
    filters: { ...EMPTY_AUDIT_FILTERS, from: '2026-11-20', to: '2026-11-19' },
  }),
  play: async ({ canvas }) => {
    const to = canvas.getByLabelText('Até');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(AUDIT_RANGE_END_BEFORE_START)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Escolha um período válido' })).toBeVisible();
  },
};

/**
 * The people and companies to filter by could not be loaded: those two filters are off and say
 * why, with a retry; the list and the other filters still work.
 */
export const FiltersUnavailable: Story = {
  args: fromMachine(
    'ready',
    { options: { actors: [], companies: [] }, optionsError: AUDIT_LOG_FILTERS_LOAD_FAILED },
    'failure',
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUDIT_LOG_FILTERS_LOAD_FAILED);
    await expect(canvas.getByRole('combobox', { name: 'Quem fez' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Empresa' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Tipo de ação' })).toBeEnabled();
    await expect(entries(canvas)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onOptionsRetry).toHaveBeenCalled();
  },
};

/** A page past the first, with older entries after it: both ways work, from the keyboard too. */
export const MiddlePage: Story = {
  args: fromMachine('ready', { page: 3, hasMore: true }),
  play: async ({ canvas, args, userEvent }) => {
    const pages = canvas.getByRole('navigation', { name: 'Páginas do registro' });
    await expect(pages).toHaveTextContent('Página 3');
    within(pages).getByRole('button', { name: 'Mais recentes' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreviousPage).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNextPage).toHaveBeenCalled();
  },
};

/** A 360 px phone: the filters one under the other, each entry's facts wrapping, no sideways scroll. */
export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const actor = canvas.getByRole('combobox', { name: 'Quem fez' }).getBoundingClientRect();
    const company = canvas.getByRole('combobox', { name: 'Empresa' }).getBoundingClientRect();
    await expect(company.top).toBeGreaterThan(actor.bottom - 1);
    for (const item of entries(canvas))
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};
