import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ACCESS_CODE_INVALID,
  ACCESS_UPDATED,
  ADMIN_LOAD_FAILED,
  BUSINESS_DELETED,
  BUSINESS_DELETE_FAILED,
  BUSINESS_EDIT_FAILED,
  BUSINESS_UPDATED,
  COMPANY_DATA_EXPORT_FAILED,
  TASK_TITLE_REQUIRED,
  TRANSCRIPT_FORMAT_INVALID,
  businessDetailMachine,
  draftOfBusiness,
  initialBusinessDetailContext,
  selectBusinessDetailView,
} from '@portal/domain';
import type { BusinessDetailContext, BusinessDetailSnapshot } from '@portal/domain';
import {
  storyAna,
  storyBusiness,
  storyPeople,
} from '../../fixtures/admin-business-modals.fixtures';
import { dataExportFromMachine } from '../../fixtures/data-export.fixtures';
import { BusinessDetailModal, businessDetailModalViewProps } from './BusinessDetailModal';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

type DetailState = BusinessDetailSnapshot['value']['detail'];

/**
 * The modal's props as the machine's view gives them with its `detail` region in `detail` and
 * the fixture `context` (an admin's detail of the bakery unless a story says otherwise).
 */
function fromMachine(detail: DetailState, context: Partial<BusinessDetailContext> = {}) {
  const full: BusinessDetailContext = {
    ...initialBusinessDetailContext,
    businessId: storyBusiness.id,
    canManage: true,
    business: storyBusiness,
    people: storyPeople,
    ...context,
  };
  const snapshot = businessDetailMachine.resolveState({
    value: { detail, people: 'ready', toast: full.toast ? 'shown' : 'hidden' },
    context: full,
  });
  return businessDetailModalViewProps(selectBusinessDetailView(snapshot));
}

const viewing = { viewing: 'overview' } as const;
const editingContext = { draft: draftOfBusiness(storyBusiness) };

const meta = {
  title: 'Screens/Admin/BusinessDetailModal',
  component: BusinessDetailModal,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(viewing),
    onClose: fn(),
    onRetry: fn(),
    onTabSelect: fn(),
    onUserOpen: fn(),
    onEdit: fn(),
    onEditCancel: fn(),
    onDraftEdit: fn(),
    onLogoSelect: fn(),
    onPeopleSearch: fn(),
    onPeopleRetry: fn(),
    onSave: fn(),
    onAccessChange: fn(),
    onAccessModeChange: fn(),
    onAccessSubmit: fn(),
    onCopyPassword: fn(),
    onDeleteAsk: fn(),
    onDeleteNameChange: fn(),
    onDeleteCancel: fn(),
    onDeleteConfirm: fn(),
    onImportChange: fn(),
    onImportFile: fn(),
    onImportSubmit: fn(),
    onImportTaskAdd: fn(),
    onImportTaskChange: fn(),
    onImportTaskRemove: fn(),
    onToastDismiss: fn(),
    dataExport: { ...dataExportFromMachine('idle'), onExport: fn(), onDismiss: fn() },
  },
} satisfies Meta<typeof BusinessDetailModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvas: {
  findByRole: (role: string, options: object) => Promise<HTMLElement>;
}) => canvas.findByRole('dialog', { name: storyBusiness.name });

/** A company's card opened while its detail is read: 'Carregando empresa...'. */
export const Loading: Story = {
  args: fromMachine('loading', { business: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando empresa...');
  },
};

/** The detail could not be read: the product's message and 'Tentar novamente'. */
export const LoadFailure: Story = {
  args: fromMachine('failure', { business: null, loadError: ADMIN_LOAD_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ADMIN_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * An admin opening a company: website, creation date, revenue goal, custom questions and people; a
 * person's name opens them.
 */
export const Viewing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await dialogOf(canvas);
    const link = within(dialog).getByRole('link', { name: 'https://paoquente.com.br' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // docs/product.md, Limits: admin dates dd/MM/yyyy HH:mm (13:05 UTC is 10:05 in São Paulo).
    await expect(dialog).toHaveTextContent(/14\/03\/2025 \d{2}:05/);
    await expect(dialog).toHaveTextContent('R$ 1.200.000,00');
    await expect(within(dialog).getByRole('list', { name: '' }).tagName).toBe('OL');
    const table = within(dialog).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(table).toHaveTextContent('Conselho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ana Souza' }));
    await expect(args.onUserOpen).toHaveBeenCalledWith('u-ana');
    // Keyboard: the tabs move with the arrows.
    within(dialog).getByRole('tab', { name: 'Empresa' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabSelect).toHaveBeenCalledWith('access');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir empresa' }));
    await expect(args.onDeleteAsk).toHaveBeenCalled();
  },
};

/**
 * A company with no logo, no custom question and a website that is no web address: the
 * placeholder, no link, 'Nenhuma pergunta customizada.'.
 */
export const WithoutLogoOrWebsite: Story = {
  args: fromMachine(viewing, {
    business: {
      ...storyBusiness,
      logo: null,
      website: 'javascript:alert(1)',
      custom_questions: [],
    },
  }),
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    // Only http(s) becomes a link; the placeholder stands for the missing logo.
    await expect(within(dialog).queryByRole('link')).toBeNull();
    await expect(
      within(dialog).getByRole('img', { name: `Logo da ${storyBusiness.name}` }),
    ).toHaveAttribute('data-logo-placeholder');
    await expect(dialog).toHaveTextContent('Nenhuma pergunta customizada.');
  },
};

/**
 * A council member opening one of their companies: everything to read, no tab, no 'Editar', no
 * 'Excluir empresa'.
 */
export const CouncilReadOnly: Story = {
  args: fromMachine(viewing, { canManage: false }),
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).queryByRole('tab')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Editar' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Excluir empresa' })).toBeNull();
    await expect(
      within(dialog).queryByRole('button', { name: 'Exportar dados (LGPD)' }),
    ).toBeNull();
    await expect(dialog).toHaveTextContent('Quantas encomendas para eventos');
  },
};

/**
 * The admin downloads everything the portal keeps about the company (LGPD): the zip's contents
 * are named beside the button, which asks for it.
 */
export const DataExport: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await dialogOf(canvas);
    const section = within(dialog).getByRole('region', { name: 'Dados da empresa (LGPD)' });
    await expect(section).toHaveTextContent('transcrições');
    await userEvent.click(within(section).getByRole('button', { name: 'Exportar dados (LGPD)' }));
    await expect(args.dataExport?.onExport).toHaveBeenCalledTimes(1);
  },
};

/** The company's zip is being made and downloaded: the button waits, the rest of the detail works. */
export const DataExporting: Story = {
  args: {
    dataExport: { ...dataExportFromMachine('exporting'), onExport: fn(), onDismiss: fn() },
  },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    const busy = within(dialog).getByRole('button', { name: /Preparando arquivo/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Editar' })).toBeEnabled();
  },
};

/** The export failed: the pt-BR reason above the button, which tries again. */
export const DataExportFailed: Story = {
  args: {
    dataExport: {
      ...dataExportFromMachine('failure', { error: COMPANY_DATA_EXPORT_FAILED }),
      onExport: fn(),
      onDismiss: fn(),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(COMPANY_DATA_EXPORT_FAILED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar dados (LGPD)' }));
    await expect(args.dataExport?.onExport).toHaveBeenCalledTimes(1);
  },
};

/** 'Editar' pressed: the company's form inside the detail, as saved. */
export const Editing: Story = {
  args: fromMachine('editing', editingContext),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Editar empresa' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue(storyBusiness.name);
    await expect(within(dialog).getByLabelText('Pergunta 2')).toHaveValue(
      'Houve falta de insumos? Quais?',
    );
    await userEvent.type(within(dialog).getByLabelText('Nicho'), '!');
    await expect(args.onDraftEdit).toHaveBeenLastCalledWith({
      type: 'field.change',
      field: 'niche',
      value: 'Panificação e confeitaria!',
    });
    // No inline create in edit mode: people are searched and added.
    await expect(within(dialog).queryByRole('button', { name: 'Criar novo usuário' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSave).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onEditCancel).toHaveBeenCalled();
  },
};

/** 'Salvar Alterações' pressed: 'Salvando...', 'Cancelar' waits. */
export const Saving: Story = {
  args: fromMachine('saving', editingContext),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Editar empresa' });
    await expect(within(dialog).getByRole('button', { name: 'Salvando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/**
 * The save failed: 'Falha ao atualizar a empresa. Por favor, tente novamente.', what was typed
 * kept.
 */
export const SaveRefused: Story = {
  args: fromMachine('editing', { ...editingContext, saveError: BUSINESS_EDIT_FAILED }),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Editar empresa' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(BUSINESS_EDIT_FAILED);
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue(storyBusiness.name);
  },
};

/** Saved: 'Empresa atualizada com sucesso!', back to the detail. */
export const Saved: Story = {
  args: fromMachine(viewing, { toast: { tone: 'success', text: BUSINESS_UPDATED } }),
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(BUSINESS_UPDATED);
  },
};

/**
 * The 'Acesso' tab with a code too short: the business account's code and password, typed or
 * generated.
 */
export const AccessSection: Story = {
  args: fromMachine(
    { viewing: { access: 'editing' } },
    { access: { accessCode: 'ab', passwordMode: 'type', password: '' }, showAccessErrors: true },
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).getByRole('tab', { name: 'Acesso' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog).toHaveTextContent('PAOQUENTE');
    await expect(
      within(dialog).getByLabelText('Novo código de acesso'),
    ).toHaveAccessibleDescription(ACCESS_CODE_INVALID);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Gerar' }));
    await expect(args.onAccessModeChange).toHaveBeenCalledWith('generate');
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 's');
    await expect(args.onAccessChange).toHaveBeenLastCalledWith('password', 's');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar acesso' }));
    await expect(args.onAccessSubmit).toHaveBeenCalled();
  },
};

/** A new access code saved: the product's message, the new code shown. */
export const AccessCodeSet: Story = {
  args: fromMachine(
    { viewing: { access: 'editing' } },
    {
      business: { ...storyBusiness, access_code: 'PAOQUENTE26' },
      toast: { tone: 'success', text: ACCESS_UPDATED },
    },
  ),
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(ACCESS_UPDATED);
    await expect(dialog).toHaveTextContent('PAOQUENTE26');
    await expect(within(dialog).queryByRole('region', { name: 'Senha gerada' })).toBeNull();
  },
};

/** 'Gerar' chose the password: shown once, with a button to copy it. */
export const PasswordGenerated: Story = {
  args: fromMachine(
    { viewing: { access: 'editing' } },
    { generatedPassword: 'q7Rt-Kp2m-Xw9z', toast: { tone: 'success', text: ACCESS_UPDATED } },
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await dialogOf(canvas);
    const shown = within(dialog).getByRole('region', { name: 'Senha gerada' });
    await expect(
      within(shown).getByRole('status', { name: 'Nova senha da empresa' }),
    ).toHaveTextContent('q7Rt-Kp2m-Xw9z');
    await expect(shown).toHaveTextContent('não será mostrada de novo');
    await expect(shown).toHaveTextContent('sessões abertas da empresa foram encerradas');
    await userEvent.click(within(shown).getByRole('button', { name: 'Copiar senha' }));
    await expect(args.onCopyPassword).toHaveBeenCalled();
  },
};

/** The generated password copied: its button says 'Senha copiada'. */
export const PasswordCopied: Story = {
  args: fromMachine(
    { viewing: { access: 'editing' } },
    { generatedPassword: 'q7Rt-Kp2m-Xw9z', passwordCopied: true },
  ),
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).getByRole('button', { name: 'Senha copiada' })).toBeInTheDocument();
  },
};

const ERASE = 'Excluir empresa e todos os dados';
const eraseDialog = (canvas: Parameters<typeof dialogOf>[0]) =>
  canvas.findByRole('dialog', { name: ERASE });

/**
 * 'Excluir empresa': says what goes with the company and that its people keep their accounts,
 * and asks for its name typed; the button does nothing until it matches.
 */
export const DeleteConfirmation: Story = {
  args: fromMachine({ viewing: 'confirmingDelete' }),
  play: async ({ canvas, args, userEvent }) => {
    const confirm = await eraseDialog(canvas);
    await expect(confirm).toHaveTextContent(
      `${storyBusiness.name} será excluída com tudo o que ela tem`,
    );
    await expect(confirm).toHaveTextContent('continuam com suas contas');
    await expect(confirm).toHaveTextContent('Ana Souza');
    await expect(confirm).toHaveTextContent(`Para confirmar, digite ${storyBusiness.name}`);
    const field = within(confirm).getByRole('textbox', {
      name: 'Digite o nome da empresa para confirmar',
    });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(confirm).getByRole('button', { name: ERASE })).toBeDisabled();
    await userEvent.keyboard('P');
    await expect(args.onDeleteNameChange).toHaveBeenCalledWith('P');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDeleteCancel).toHaveBeenCalled();
  },
};

/** The company's name typed exactly: the danger button erases it. */
export const DeleteNameTyped: Story = {
  args: fromMachine({ viewing: 'confirmingDelete' }, { deleteName: storyBusiness.name }),
  play: async ({ canvas, args, userEvent }) => {
    const confirm = await eraseDialog(canvas);
    await expect(within(confirm).getByRole('textbox')).toHaveValue(storyBusiness.name);
    await userEvent.click(within(confirm).getByRole('button', { name: ERASE }));
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
  },
};

/** From the card menu's 'Excluir': the confirmation alone, without the detail under it. */
export const DeleteFromCardMenu: Story = {
  args: fromMachine({ viewing: 'confirmingDelete' }, { startDeleting: true }),
  play: async ({ canvas }) => {
    const confirm = await eraseDialog(canvas);
    await expect(confirm).toHaveTextContent(storyBusiness.name);
    await expect(canvas.queryByRole('dialog', { name: storyBusiness.name })).toBeNull();
  },
};

/** The erasure confirmed and on its way: the button spins, nothing else may be pressed. */
export const Deleting: Story = {
  args: fromMachine({ viewing: 'deleting' }, { deleteName: storyBusiness.name }),
  play: async ({ canvas }) => {
    const confirm = await eraseDialog(canvas);
    await expect(within(confirm).getByRole('button', { name: /Excluir/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** The erasure failed: 'Falha ao excluir a empresa. Por favor, tente novamente.', the name kept. */
export const DeleteFailed: Story = {
  args: fromMachine(
    { viewing: 'confirmingDelete' },
    { deleteName: storyBusiness.name, deleteError: BUSINESS_DELETE_FAILED },
  ),
  play: async ({ canvas }) => {
    const confirm = await eraseDialog(canvas);
    await expect(within(confirm).getByRole('alert')).toHaveTextContent(BUSINESS_DELETE_FAILED);
  },
};

/** Deleted: both dialogs have closed and 'Business deleted successfully!' shows for 3 s. */
export const Deleted: Story = {
  args: fromMachine('deleted', { toast: { tone: 'success', text: BUSINESS_DELETED } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(BUSINESS_DELETED);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** 'Importar reunião' with a transcript chosen (VTT, SRT or JSON), a title and a date. */
export const ImportWithFile: Story = {
  args: fromMachine(
    { viewing: { importing: 'editing' } },
    {
      meeting: { title: 'Kickoff de novembro', date: '2026-11-20T14:00', tasks: [] },
      transcript: { name: 'kickoff.vtt', size: 2048 },
      transcriptName: 'kickoff.vtt',
    },
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await dialogOf(canvas);
    const file = within(dialog).getByLabelText('Arquivo de transcrição');
    await expect(file).toHaveAccessibleDescription('Arquivo escolhido: kickoff.vtt');
    await expect(file).toHaveAttribute('accept', '.vtt,.srt,.json');
    const srt = new File(['1\n00:00:01,000 --> 00:00:02,000\nOlá\n'], 'ata.srt', {
      type: 'application/x-subrip',
    });
    await userEvent.upload(file, srt);
    await expect(args.onImportFile).toHaveBeenCalledWith(srt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar reunião' }));
    await expect(args.onImportSubmit).toHaveBeenCalled();
  },
};

/**
 * A transcript in another format (a .docx): 'Formato de transcrição inválido: use vtt, srt ou
 * json'.
 */
export const ImportRefused: Story = {
  args: fromMachine(
    { viewing: { importing: 'editing' } },
    { transcriptName: 'ata.docx', transcriptError: TRANSCRIPT_FORMAT_INVALID },
  ),
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(
      within(dialog).getByLabelText('Arquivo de transcrição'),
    ).toHaveAccessibleDescription(TRANSCRIPT_FORMAT_INVALID);
  },
};

// The import with the tasks the meeting hands over: one given to Ana with a due date, one left
// without a title after 'Importar reunião' (refused beside it, nothing sent).
const importWithTasks = {
  meeting: {
    title: 'Kickoff de novembro',
    date: '2026-11-20T14:00',
    tasks: [
      {
        title: 'Rever o preço do pão de fermentação natural com a planilha de custos',
        ownerId: storyAna.id,
        dueDate: '2026-12-15',
      },
      { title: '', ownerId: null, dueDate: null },
    ],
  },
  transcript: { name: 'kickoff.vtt', size: 2048 },
  transcriptName: 'kickoff.vtt',
  showImportErrors: true,
};

/**
 * A meeting imported with the tasks it named, each with its owner and due date, added or removed
 * row by row.
 */
export const ImportWithTasks: Story = {
  args: fromMachine({ viewing: { importing: 'editing' } }, importWithTasks),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await dialogOf(canvas);
    const first = within(dialog).getByRole('group', { name: 'Tarefa 1' });
    const second = within(dialog).getByRole('group', { name: 'Tarefa 2' });
    await expect(within(first).getByLabelText('Responsável')).toHaveDisplayValue('Ana Souza');
    await expect(within(first).getByLabelText('Prazo')).toHaveValue('2026-12-15');
    await expect(within(second).getByLabelText(/Título/)).toHaveAccessibleDescription(
      TASK_TITLE_REQUIRED,
    );
    // The owners offered are the company's people, nobody else.
    const owners = within(within(second).getByLabelText('Responsável')).getAllByRole('option');
    await expect(owners.map((option) => option.textContent)).toEqual([
      'Sem responsável',
      'Ana Souza',
      'Mariana Costa',
    ]);

    await userEvent.type(within(second).getByLabelText(/Título/), 'P');
    await expect(args.onImportTaskChange).toHaveBeenLastCalledWith(1, { title: 'P' });
    await userEvent.selectOptions(within(second).getByLabelText('Responsável'), 'Mariana Costa');
    await expect(args.onImportTaskChange).toHaveBeenLastCalledWith(1, {
      ownerId: 'u-mariana',
    });
    await userEvent.click(within(second).getByRole('button', { name: 'Remover a tarefa 2' }));
    await expect(args.onImportTaskRemove).toHaveBeenCalledWith(1);
    const add = within(dialog).getByRole('button', { name: 'Adicionar tarefa' });
    await expect(add).toHaveFocus();
    await userEvent.click(add);
    await expect(args.onImportTaskAdd).toHaveBeenCalled();
  },
};

/** A phone: each task's fields stack, nothing wider than the screen. */
export const ImportWithTasksPhone360: Story = {
  args: fromMachine({ viewing: { importing: 'editing' } }, importWithTasks),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await waitFor(() => expect(dialog.offsetWidth).toBe(window.innerWidth));
    const task = within(dialog).getByRole('group', { name: 'Tarefa 1' });
    await expect(task.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** 'Importar reunião' pressed: 'Importando...'. */
export const ImportSending: Story = {
  args: fromMachine(
    { viewing: { importing: 'sending' } },
    {
      meeting: { title: 'Kickoff de novembro', date: '2026-11-20T14:00', tasks: [] },
      transcript: { name: 'kickoff.vtt', size: 2048 },
      transcriptName: 'kickoff.vtt',
    },
  ),
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).getByRole('button', { name: 'Importando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * A company's detail on a 360 px phone: the dialog takes the whole width, the people's table
 * scrolls inside its box.
 */
export const Phone360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    // Its layout width (the opening animation scales it a little for a moment).
    await waitFor(() => expect(dialog.offsetWidth).toBe(window.innerWidth));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // The users table scrolls inside its own box, reachable by keyboard.
    const users = within(dialog).getByRole('region', { name: 'Tabela de usuários' });
    await expect(users).toHaveAttribute('tabindex', '0');
    await expect(users.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
