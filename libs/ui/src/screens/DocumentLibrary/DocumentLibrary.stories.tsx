import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  DOCUMENTS_CHANGE_FAILED,
  DOCUMENTS_LOAD_FAILED,
  DOCUMENT_URL_COPIED,
  FOLDER_NAME_REQUIRED,
  documentChangeUndone,
  documentLibraryMachine,
  initialDocumentLibraryContext,
  selectDocumentLibraryView,
} from '@portal/domain';
import type { DocumentLibraryContext, DocumentLibrarySnapshot, LibraryItem } from '@portal/domain';
import { libraryItem, libraryItems } from '../../fixtures/documents.fixtures';
import { announced, nextFrame, pointer, pressAndMove } from '../../testing/drag';
import { DocumentLibrary, documentLibraryViewProps } from './DocumentLibrary';
import type { DocumentLibraryProps, DocumentLibraryViewProps } from './DocumentLibrary';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/** The machine with the bakery's library loaded, plus what a story changes. */
const libraryContext = (changes: Partial<DocumentLibraryContext> = {}): DocumentLibraryContext => ({
  ...initialDocumentLibraryContext,
  items: libraryItems,
  ...changes,
});

type LibraryState = DocumentLibrarySnapshot['value']['library'];
type ReadyState = Extract<LibraryState, { ready: unknown }>['ready'];
/**
 * Loaded, with `dialog` open (closed by default), no refresh on its way, and the queue's
 * `changes` region as given (nothing being sent by default).
 */
const ready = (
  dialog: ReadyState['dialog'] = 'closed',
  changes: ReadyState['changes'] = 'idle',
): LibraryState => ({ ready: { sync: 'idle', dialog, changes } });

/**
 * The screen's props as the machine's view gives them with its library region in `library` and
 * the fixture `context` (the toast region is `shown` while the context holds a toast).
 */
function fromMachine(
  library: LibraryState,
  context: DocumentLibraryContext,
): DocumentLibraryViewProps & Pick<DocumentLibraryProps, 'isLoading'> {
  const view = selectDocumentLibraryView(
    documentLibraryMachine.resolveState({
      value: { library, toast: context.toast ? 'shown' : 'hidden' },
      context,
    }),
  );
  return { ...documentLibraryViewProps(view), isLoading: view.isBusy };
}

const find = (id: string): LibraryItem => {
  const item = libraryItems.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no fixture ${id}`);
  return item;
};

const meta = {
  title: 'Screens/Documents/Library',
  component: DocumentLibrary,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(ready(), libraryContext()),
    businessName: 'Padaria Pão da Serra',
    loadingProgress: 100,
    onRetry: fn(),
    onOpenFolder: fn(),
    onBack: fn(),
    onSearchChange: fn(),
    onNewFolder: fn(),
    onNewDocument: fn(),
    onCreateFolder: fn(),
    onTabChange: fn(),
    onSubmitLink: fn(),
    onSubmitUpload: fn(),
    onCancelUpload: fn(),
    onRename: fn(),
    onSubmitRename: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onPreview: fn(),
    onDownload: fn(),
    onCopyUrl: fn(),
    onMove: fn(),
    onSubmitMove: fn(),
    onDrop: fn(),
    onCloseDialog: fn(),
    onDismissToast: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentLibrary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card's main area: its accessible name is the item's name, then its details. */
const card = (name: string) =>
  screen.getByRole('button', {
    name: (accessible) => accessible === name || accessible.startsWith(`${name} `),
  });
const section = (name: 'Pastas' | 'Arquivos') => screen.getByRole('region', { name });
const namesIn = (name: 'Pastas' | 'Arquivos') =>
  within(section(name))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-name]')?.textContent);
const menuOf = (name: string) => screen.getByRole('button', { name: `Ações de ${name}` });
/**
 * Space on the focused file picks it up. The live region (and dnd-kit's listener behind it)
 * appears in an effect, which the built Storybook may not have run yet when the play starts.
 */
const pickUp = async (
  name: string,
  userEvent: { keyboard: (keys: string) => Promise<unknown> },
) => {
  await waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')).not.toBeNull());
  card(name).focus();
  await userEvent.keyboard(' ');
  await expect(card(name)).toHaveAttribute('aria-pressed', 'true');
  await announced(`Arquivo ${name} selecionado`);
  await nextFrame();
};

/**
 * 'Documentos' opened while the library is read: the top bar filling up, 'Carregando
 * documentos...'.
 */
export const Loading: Story = {
  args: { ...fromMachine('loading', libraryContext({ items: [] })), loadingProgress: 35 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Carregando documentos' }),
    ).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando documentos...');
    await expect(canvas.queryByRole('button', { name: 'Novo' })).toBeNull();
  },
};

/**
 * The library could not be read: 'Failed to load documents. Please try again.' and 'Tentar
 * novamente'.
 */
export const Failure: Story = {
  args: fromMachine('failure', libraryContext({ items: [], error: DOCUMENTS_LOAD_FAILED })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(DOCUMENTS_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At root: folders and Drive folder links under 'Pastas', files under 'Arquivos'. */
export const Root: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Documentos de Padaria Pão da Serra',
    );
    await expect(canvas.getByRole('navigation', { name: 'Pasta atual' })).toHaveTextContent('Root');
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    await expect(canvas.getByPlaceholderText('Buscar documentos...')).toHaveValue('');
    await expect(namesIn('Pastas')).toEqual(['Contratos', 'Financeiro', 'Fotos da loja']);
    await expect(namesIn('Arquivos')).toEqual([
      'Cardápio de inverno',
      'Planilha de custos',
      'Gráfico de vendas',
      'Receitas da casa',
      'Orçamento do forno',
    ]);
    // Size and pt-BR date under the name; a folder shows its description.
    await expect(card('Cardápio de inverno')).toHaveTextContent('1,2 MB · 12 de mar de 2025');
    await expect(card('Contratos')).toHaveTextContent('Fornecedores e aluguel');
    // The Drive thumbnail is a lazy image.
    const thumbnail = card('Planilha de custos').querySelector('img');
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  },
};

/** 'Novo' by keyboard: ArrowDown opens it on 'Novo Documento'; at root it also has 'Nova Pasta'. */
export const NewMenuKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Novo' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu', { name: 'Novo' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Novo Documento', 'Nova Pasta']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNewFolder).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Novo' })).toHaveFocus();
    // Escape closes it without choosing.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu', { name: 'Novo' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onNewDocument).not.toHaveBeenCalled();
  },
};

/** Inside a folder: its name in the breadcrumb, Back on, and no 'Nova Pasta'. */
export const InFolder: Story = {
  args: fromMachine(ready(), libraryContext({ folderId: 'Contratos' })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pasta atual' })).toHaveTextContent(
      'Contratos',
    );
    await expect(canvas.queryByRole('region', { name: 'Pastas' })).toBeNull();
    await expect(namesIn('Arquivos')).toEqual(['Contrato de aluguel', 'Contrato Moinho São Jorge']);
    // A thumbnail that fails to load gives way to the file-type icon.
    await waitFor(() => expect(card('Contrato Moinho São Jorge').querySelector('img')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Novo' }));
    const menu = await canvas.findByRole('menu', { name: 'Novo' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Novo Documento']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Novo Documento' }));
    await expect(args.onNewDocument).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A folder with nothing in it yet: 'Esta pasta está vazia'. */
export const EmptyFolder: Story = {
  args: fromMachine(ready(), libraryContext({ folderId: 'Financeiro' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Esta pasta está vazia' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Arquivos' })).toBeNull();
  },
};

/** A search that finds no document: 'Nenhum documento encontrado', the words kept in the box. */
export const SearchWithoutResults: Story = {
  args: fromMachine(ready(), libraryContext({ query: 'nota fiscal' })),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Nenhum documento encontrado' }),
    ).toBeVisible();
    await expect(canvas.getByPlaceholderText('Buscar documentos...')).toHaveValue('nota fiscal');
  },
};

/**
 * The library as the machine drives it for the events these stories send: it keeps the fixture
 * context and changes it as the machine's transitions do (the search, a folder opened, a file
 * moved by a drop), then shows it through `selectDocumentLibraryView`.
 */
function StatefulLibrary({
  initial,
  ...args
}: DocumentLibraryProps & { initial: DocumentLibraryContext }) {
  const [data, setData] = useState(initial);
  return (
    <DocumentLibrary
      {...args}
      {...fromMachine(ready(), data)}
      onSearchChange={(query) => {
        setData((current) => ({ ...current, query }));
        args.onSearchChange(query);
      }}
      onOpenFolder={(itemId) => {
        setData((current) => ({ ...current, folderId: itemId, query: '' }));
        args.onOpenFolder(itemId);
      }}
      onDrop={(drop) => {
        setData((current) => ({
          ...current,
          items: current.items.map((item) =>
            item.id === drop.itemId ? { ...item, parentId: drop.folderId } : item,
          ),
        }));
        args.onDrop(drop);
      }}
    />
  );
}

const statefulFrom =
  (data: DocumentLibraryContext = libraryContext()) =>
  (args: DocumentLibraryProps) => <StatefulLibrary {...args} initial={data} />;

/** The search finds names at every level, whatever the folder; opening a folder clears it. */
export const Search: Story = {
  render: statefulFrom(),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByPlaceholderText('Buscar documentos...'), 'contrat');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('contrat');
    await waitFor(() => expect(namesIn('Pastas')).toEqual(['Contratos']));
    await expect(namesIn('Arquivos')).toEqual(['Contrato de aluguel', 'Contrato Moinho São Jorge']);
    await userEvent.click(card('Contratos'));
    await expect(args.onOpenFolder).toHaveBeenCalledWith('Contratos');
    await waitFor(() =>
      expect(canvas.getByPlaceholderText('Buscar documentos...')).toHaveValue(''),
    );
  },
};

/** A folder's menu: Open, Renomear, Delete (docs/product.md); Enter on the card opens it too. */
export const FolderMenu: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(menuOf('Contratos'));
    const menu = await canvas.findByRole('menu', { name: 'Ações de Contratos' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Renomear', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Renomear' }));
    await expect(args.onRename).toHaveBeenCalledWith('Contratos');
    card('Financeiro').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenFolder).toHaveBeenCalledWith('Financeiro');
    // A Drive folder link opens (in a new tab, the owner's doing) and has 'Copiar URL'.
    await userEvent.click(menuOf('Fotos da loja'));
    const drive = await canvas.findByRole('menu', { name: 'Ações de Fotos da loja' });
    await expect(
      within(drive)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Renomear', 'Copiar URL', 'Delete']);
  },
};

/** A Drive file's menu by keyboard: Preview, Renomear, Download, Copiar URL, Mover para…, Delete. */
export const DriveFileMenu: Story = {
  play: async ({ canvas, args, userEvent }) => {
    menuOf('Planilha de custos').focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: 'Ações de Planilha de custos' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Preview', 'Renomear', 'Download', 'Copiar URL', 'Mover para…', 'Delete']);
    // ArrowUp from the first wraps to the last; End and Home jump.
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onCopyUrl).toHaveBeenCalledWith('d-custos');
  },
};

/** An uploaded file has no 'Copiar URL'; a click on the card previews it. */
export const UploadedFileMenu: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(menuOf('Cardápio de inverno'));
    const menu = await canvas.findByRole('menu', { name: 'Ações de Cardápio de inverno' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Preview', 'Renomear', 'Download', 'Mover para…', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mover para…' }));
    await expect(args.onMove).toHaveBeenCalledWith('f-cardapio');
    await userEvent.click(card('Gráfico de vendas'));
    await expect(args.onPreview).toHaveBeenCalledWith('f-grafico');
    // A click outside closes an open menu.
    await userEvent.click(menuOf('Receitas da casa'));
    await canvas.findByRole('menu');
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** An item the server has not confirmed yet: no menu until the refresh brings it. */
export const PendingItem: Story = {
  args: fromMachine(
    { ready: { sync: 'scheduled', dialog: 'closed', changes: 'idle' } },
    libraryContext({
      items: [...libraryItems, libraryItem('tmp-1', 'driveFile', 'Google Document', {})],
      pendingIds: ['tmp-1'],
    }),
  ),
  play: async ({ canvas }) => {
    const pending = card('Google Document').parentElement;
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Ações de Google Document' })).toBeNull();
  },
};

/** Right after copying a Drive link: 'URL copiada!'. */
export const SuccessToast: Story = {
  args: fromMachine(
    ready(),
    libraryContext({ toast: { tone: 'success', text: DOCUMENT_URL_COPIED } }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const toast = canvas.getByText(DOCUMENT_URL_COPIED).closest('[role="status"]');
    await expect(toast).toHaveAttribute('data-toast-tone', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar notificação' }));
    await expect(args.onDismissToast).toHaveBeenCalled();
  },
};

/** A change the server refused: 'Falha ao atualizar documentos. Por favor, tente novamente.'. */
export const ErrorToast: Story = {
  args: fromMachine(
    ready(),
    libraryContext({ toast: { tone: 'error', text: DOCUMENTS_CHANGE_FAILED } }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(DOCUMENTS_CHANGE_FAILED);
  },
};

/** Keyboard drag: Space picks the file up, arrows go from target to target, Space drops. */
export const KeyboardDragToFolder: Story = {
  render: statefulFrom(),
  play: async ({ args, userEvent }) => {
    await pickUp('Cardápio de inverno', userEvent);
    await userEvent.keyboard('{ArrowRight}');
    await announced('sobre a pasta Contratos');
    await userEvent.keyboard('{ArrowRight}');
    await announced('sobre a pasta Financeiro');
    await userEvent.keyboard(' ');
    await expect(args.onDrop).toHaveBeenCalledWith({
      itemId: 'f-cardapio',
      folderId: 'Financeiro',
    });
    await waitFor(() => expect(namesIn('Arquivos')).not.toContain('Cardápio de inverno'));
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** Space right after the pick-up drops on nothing: nothing moves; Escape cancels too. */
export const KeyboardDragCancel: Story = {
  render: statefulFrom(),
  play: async ({ args, userEvent }) => {
    await pickUp('Planilha de custos', userEvent);
    await userEvent.keyboard(' ');
    await announced('solto fora das pastas; nada mudou');
    await pickUp('Planilha de custos', userEvent);
    await userEvent.keyboard('{ArrowDown}');
    await announced('sobre a pasta');
    await userEvent.keyboard('{Escape}');
    await announced('Movimento cancelado');
    await expect(args.onDrop).not.toHaveBeenCalled();
  },
};

/** In a folder the breadcrumb takes a dropped file to the root. */
export const KeyboardDragToBreadcrumb: Story = {
  render: statefulFrom(libraryContext({ folderId: 'Contratos' })),
  play: async ({ args, userEvent }) => {
    await pickUp('Contrato de aluguel', userEvent);
    await userEvent.keyboard('{ArrowRight}');
    await announced('sobre Root');
    await userEvent.keyboard(' ');
    await expect(args.onDrop).toHaveBeenCalledWith({ itemId: 'f-aluguel', folderId: null });
    await waitFor(() => expect(namesIn('Arquivos')).toEqual(['Contrato Moinho São Jorge']));
  },
};

/** A mouse drag of a file onto a folder card; the folder lights up while the file is over it. */
export const PointerDragToFolder: Story = {
  render: statefulFrom(),
  play: async ({ args }) => {
    const source = card('Gráfico de vendas');
    const from = source.getBoundingClientRect();
    const target = card('Contratos').parentElement!;
    const to = target.getBoundingClientRect();
    const start = { x: from.left + 20, y: from.top + 20 };
    const end = { x: to.left + to.width / 2, y: to.top + to.height / 2 };
    await pressAndMove(source, start, end);
    await waitFor(() => expect(target).toHaveAttribute('data-drop-over', 'true'));
    pointer(document, 'pointerup', end.x, end.y);
    await expect(args.onDrop).toHaveBeenCalledWith({ itemId: 'f-grafico', folderId: 'Contratos' });
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** The library on a 360 px phone: two file cards a row, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    // Two file cards a row; nothing scrolls sideways.
    const first = card('Cardápio de inverno').getBoundingClientRect();
    const second = card('Planilha de custos').getBoundingClientRect();
    await expect(Math.round(second.top)).toBe(Math.round(first.top));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // The search sits under Back and the breadcrumb.
    const back = canvas.getByRole('button', { name: 'Voltar' }).getBoundingClientRect();
    const search = canvas.getByPlaceholderText('Buscar documentos...').getBoundingClientRect();
    await expect(search.top).toBeGreaterThan(back.bottom - 1);
  },
};

// ---- Long names ------------------------------------------------------------------------

const longFile =
  'Contrato de prestação de serviços de contabilidade e assessoria fiscal da Padaria Pão da Serra — versão assinada em março de 2026';
const longFolder = 'Notas fiscais de fornecedores de farinha, fermento e embalagens (2025–2026)';

const withLongNames = libraryContext({
  items: [
    libraryItem(longFolder, 'folder', longFolder),
    ...libraryItems,
    libraryItem('f-contrato', 'uploadedFile', longFile, {
      file_url: 'about:blank',
      file_type: 'application/pdf',
      file_size: 512_000,
    }),
  ],
});

/** The tile's name element, and the whole name shown over it (null when it shows none). */
const nameOf = (name: string) => card(name).querySelector('[data-name]') as HTMLElement;
const wholeNameOf = (name: string) => card(name).querySelector<HTMLElement>('[data-full-name]');

/** The name as drawn: how many lines, and whether its text goes on past them. */
const linesOf = (element: HTMLElement) => {
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
  return {
    lines: Math.round(element.clientHeight / lineHeight),
    cut: element.scrollHeight > element.clientHeight + 1,
  };
};

/**
 * A long pt-BR name takes two lines, then '…'; the card's accessible name is the whole name.
 * Pointing at the card, or reaching it with Tab, shows the whole name over the card (inside the
 * screen, nothing cut); Escape hides it and focus stays. A short name shows no copy.
 */
const longNames: Story = {
  args: fromMachine(ready(), withLongNames),
  play: async ({ canvas, userEvent }) => {
    for (const name of [longFile, longFolder]) {
      await expect(card(name)).toBeVisible();
      await waitFor(() => expect(linesOf(nameOf(name))).toEqual({ lines: 2, cut: true }));
      await expect(getComputedStyle(nameOf(name)).webkitLineClamp).toBe('2');
    }
    await expect(nameOf('Planilha de custos')).toHaveTextContent('Planilha de custos');
    await expect(linesOf(nameOf('Planilha de custos')).cut).toBe(false);

    await userEvent.hover(card(longFile));
    const whole = await waitFor(() => {
      const shown = wholeNameOf(longFile);
      expect(shown).not.toBeNull();
      return shown as HTMLElement;
    });
    await expect(whole).toBeVisible();
    await expect(whole).toHaveTextContent(longFile);
    await expect(whole.scrollHeight).toBeLessThanOrEqual(whole.clientHeight + 1);
    const box = whole.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // It covers the cards around it instead of pushing them: the grid does not move.
    const next = card('Orçamento do forno').getBoundingClientRect().top;
    await userEvent.unhover(card(longFile));
    await waitFor(() => expect(wholeNameOf(longFile)).toBeNull());
    await expect(card('Orçamento do forno').getBoundingClientRect().top).toBe(next);

    // Keyboard: Tab onto the folder shows its whole name; Escape hides it, focus stays.
    canvas.getByRole('searchbox', { name: 'Buscar documentos' }).focus();
    await userEvent.tab();
    await expect(card(longFolder)).toHaveFocus();
    await waitFor(() => expect(wholeNameOf(longFolder)).toHaveTextContent(longFolder));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(wholeNameOf(longFolder)).toBeNull());
    await expect(card(longFolder)).toHaveFocus();

    // A short name is never doubled.
    await userEvent.hover(card('Planilha de custos'));
    await expect(wholeNameOf('Planilha de custos')).toBeNull();
  },
};

/**
 * Documents with long pt-BR names on a desktop: two lines, then '…'; pointing at a card or tabbing
 * to it shows the whole name.
 */
export const LongNames: Story = longNames;

/** The same on a 360 px phone. */
export const LongNamesMobile: Story = {
  ...longNames,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await longNames.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- Dialogs ----------------------------------------------------------------------------

/** 'Nova Pasta': a name and an optional description, typed from the moment it opens. */
export const NewFolderDialog: Story = {
  args: fromMachine(ready('newFolder'), libraryContext()),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Criar Nova Pasta' });
    const name = within(dialog).getByLabelText('Nome da pasta');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Notas fiscais');
    await userEvent.type(within(dialog).getByLabelText(/Descrição/), 'Entradas de 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Pasta' }));
    await expect(args.onCreateFolder).toHaveBeenCalledWith({
      name: 'Notas fiscais',
      description: 'Entradas de 2025',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCloseDialog).toHaveBeenCalled();
  },
};

/** 'Criar Pasta' with no name: 'Por favor, insira um nome para a pasta'. */
export const NewFolderRefused: Story = {
  args: fromMachine(
    ready('newFolder'),
    libraryContext({ fieldErrors: { name: FOLDER_NAME_REQUIRED } }),
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Criar Nova Pasta' });
    await expect(within(dialog).getByLabelText('Nome da pasta')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog).toHaveTextContent(FOLDER_NAME_REQUIRED);
  },
};

/** The URL tab: a Drive link sent with the name left empty (the link's default). */
export const NewDocumentLink: Story = {
  args: fromMachine(ready({ newDocument: 'editing' }), libraryContext()),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create Document' });
    await expect(within(dialog).getByRole('tab', { name: 'URL' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await waitFor(() => expect(url).toHaveFocus());
    await userEvent.type(url, 'https://docs.google.com/document/d/abc123/edit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmitLink).toHaveBeenCalledWith({
      name: '',
      url: 'https://docs.google.com/document/d/abc123/edit',
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('upload');
  },
};

const driveLink = libraryItem('novo-1', 'driveFile', 'Plano de vendas 2026', {
  drive_url: 'https://docs.google.com/document/d/abc123/edit',
  driveId: 'abc123',
});

/**
 * A link added a moment ago, its request on its way (the machine's `changes.creatingDocument`):
 * the dialog has closed, the card is already in 'Arquivos', busy, with no menu and no drag
 * until the server answers.
 */
export const LinkOnItsWay: Story = {
  args: {
    ...fromMachine(
      ready('closed', 'creatingDocument'),
      libraryContext({
        items: [...libraryItems, driveLink],
        savedItems: libraryItems,
        queue: [
          {
            request: {
              kind: 'createDocument',
              input: {
                name: 'Plano de vendas 2026',
                drive_url: 'https://docs.google.com/document/d/abc123/edit',
                driveId: 'abc123',
                type: 'driveFile',
                parentId: null,
              },
            },
            shown: driveLink,
          },
        ],
      }),
    ),
    loadingProgress: 40,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(namesIn('Arquivos')).toContain('Plano de vendas 2026');
    await expect(card('Plano de vendas 2026').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.queryByRole('button', { name: 'Ações de Plano de vendas 2026' }),
    ).toBeNull();
    await expect(card('Plano de vendas 2026')).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.getByRole('progressbar', { name: 'Carregando documentos' })).toBeVisible();
  },
};

const renamed = { ...find('d-custos'), name: 'Custos da padaria 2026' };

/**
 * A rename on its way (the machine's `changes.renaming`): the new name shows at once, the card
 * waits for the answer without a menu.
 */
export const RenameOnItsWay: Story = {
  args: fromMachine(
    ready('closed', 'renaming'),
    libraryContext({
      items: libraryItems.map((item) => (item.id === 'd-custos' ? renamed : item)),
      savedItems: libraryItems,
      queue: [
        {
          request: {
            kind: 'rename',
            target: find('d-custos'),
            input: {
              oldName: 'Planilha de custos',
              newName: 'Custos da padaria 2026',
              type: 'driveFile',
              id: 'd-custos',
              parentId: null,
            },
          },
          shown: renamed,
        },
      ],
    }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(namesIn('Arquivos')).toContain('Custos da padaria 2026');
    await expect(namesIn('Arquivos')).not.toContain('Planilha de custos');
    await expect(card('Custos da padaria 2026').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The server refused a folder shown at once: it is gone (the list is the server's again) and the
 * error toast says which change was undone and why.
 */
export const ChangeUndone: Story = {
  args: fromMachine(
    ready(),
    libraryContext({
      toast: {
        tone: 'error',
        text: documentChangeUndone('createFolder', 'Notas fiscais', DOCUMENTS_CHANGE_FAILED),
      },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `Não foi possível criar a pasta "Notas fiscais". ${DOCUMENTS_CHANGE_FAILED}`,
    );
    await expect(namesIn('Pastas')).not.toContain('Notas fiscais');
  },
};

/** The Upload tab: a picked file is sent with its name. */
export const NewDocumentUpload: Story = {
  args: fromMachine(ready({ newDocument: 'editing' }), libraryContext({ documentTab: 'upload' })),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create Document' });
    const file = new File(['%PDF-1.4 cardápio'], 'cardapio-verao.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Arquivo'), file);
    await expect(dialog).toHaveTextContent('Arquivo escolhido: cardapio-verao.pdf');
    await userEvent.type(within(dialog).getByLabelText(/Nome/), 'Cardápio de verão');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmitUpload).toHaveBeenCalledWith({ name: 'Cardápio de verão', file });
  },
};

const uploading = (sent: number) =>
  fromMachine(
    ready({ newDocument: 'uploading' }),
    libraryContext({
      documentTab: 'upload',
      upload: { sent, total: 4_000_000 },
      request: {
        kind: 'upload',
        input: {
          file: { name: 'cardapio-verao.pdf', size: 4_000_000 },
          name: 'Cardápio de verão',
          parentId: null,
        },
      },
    }),
  );

/** An upload on its way: the real bytes sent as a bar; Submit off, Cancel aborts it. */
export const UploadInProgress: Story = {
  args: uploading(2_480_000),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create Document' });
    const bar = within(dialog).getByRole('progressbar', { name: 'Enviando arquivo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(bar).toHaveAttribute('aria-valuetext', '62% (2,4 MB de 3,8 MB)');
    await expect(dialog).toHaveTextContent('Enviando... 62%');
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelUpload).toHaveBeenCalled();
    await expect(args.onCloseDialog).not.toHaveBeenCalled();
  },
};

/** The same on a phone: the dialog takes the whole width. */
export const UploadInProgressMobile: Story = {
  args: uploading(600_000),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create Document' });
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '15');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};

/** An upload the server refused: the product's message inside the dialog, which stays open. */
export const UploadFailed: Story = {
  args: fromMachine(
    ready({ newDocument: 'editing' }),
    libraryContext({ documentTab: 'upload', dialogError: DOCUMENTS_CHANGE_FAILED }),
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create Document' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(DOCUMENTS_CHANGE_FAILED);
    await expect(within(dialog).getByRole('tab', { name: 'Upload' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** 'Renomear' on a folder: the current name selected, ready to be replaced. */
export const RenameFolder: Story = {
  args: fromMachine(ready('rename'), libraryContext({ target: find('Contratos') })),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Renomear Pasta' });
    const name = within(dialog).getByLabelText('Novo nome');
    await expect(name).toHaveValue('Contratos');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.type(name, 'Contratos 2025{Enter}');
    await expect(args.onSubmitRename).toHaveBeenCalledWith('Contratos 2025');
  },
};

/** 'Delete' on a folder: it warns that its files go too; 'Cancelar' has the focus. */
export const DeleteConfirmation: Story = {
  args: fromMachine(ready({ delete: 'confirming' }), libraryContext({ target: find('Contratos') })),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm Deletion' });
    await expect(dialog).toHaveTextContent('excluir a pasta "Contratos" e todos os arquivos');
    // Cancel has focus first, so Enter is safe.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
  },
};

/** The deletion failed: the product's message inside the confirmation. */
export const DeleteFailed: Story = {
  args: fromMachine(
    ready({ delete: 'confirming' }),
    libraryContext({ target: find('f-orcamento'), dialogError: DOCUMENTS_CHANGE_FAILED }),
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm Deletion' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(DOCUMENTS_CHANGE_FAILED);
  },
};

/** 'Mover para…': every other folder, and Root for a file in a folder. */
export const MoveDialog: Story = {
  args: fromMachine(ready('move'), libraryContext({ target: find('f-aluguel') })),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Mover para…' });
    const targets = within(within(dialog).getByRole('list', { name: 'Destinos' })).getAllByRole(
      'button',
    );
    await expect(targets.map((target) => target.textContent)).toEqual(['Root', 'Financeiro']);
    targets[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitMove).toHaveBeenCalledWith(null);
  },
};

const preview = (id: string) => fromMachine(ready('preview'), libraryContext({ target: find(id) }));

/** An uploaded PDF in the browser's own viewer, with Download. */
export const PreviewPdf: Story = {
  args: preview('f-cardapio'),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Cardápio de inverno' });
    const frame = within(dialog).getByTitle('Pré-visualização de Cardápio de inverno');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith('f-cardapio');
  },
};

/** 'Preview' of an uploaded picture: shown in the dialog. */
export const PreviewImage: Story = {
  args: preview('f-grafico'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Gráfico de vendas' });
    const image = within(dialog).getByRole('img', { name: 'Gráfico de vendas' });
    await waitFor(() => expect(image).toBeVisible());
  },
};

/** A text file, read by the owner, shown as text. */
export const PreviewText: Story = {
  args: {
    ...preview('f-receitas'),
    previewText: { status: 'ready', text: 'Pão de queijo\n- 500 g de polvilho\n- 2 ovos' },
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Receitas da casa' });
    const text = within(dialog).getByLabelText('Conteúdo de Receitas da casa');
    await expect(text.tagName).toBe('PRE');
    await expect(text).toHaveTextContent('500 g de polvilho');
  },
};

/** 'Preview' of a text file while it is read: 'Carregando arquivo...'. */
export const PreviewTextLoading: Story = {
  args: { ...preview('f-receitas'), previewText: { status: 'loading' } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Receitas da casa' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando arquivo...');
  },
};

/** A Drive file through Drive's own preview page. */
export const PreviewDrive: Story = {
  args: preview('d-custos'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Planilha de custos' });
    await expect(
      within(dialog).getByTitle('Pré-visualização de Planilha de custos'),
    ).toHaveAttribute('src', 'https://drive.google.com/file/d/custos123/preview');
  },
};

/** An Office upload the browser cannot show: a Download button. */
export const PreviewOffice: Story = {
  args: preview('f-orcamento'),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Orçamento do forno' });
    await expect(dialog).toHaveTextContent('não pode ser exibido aqui');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith('f-orcamento');
  },
};

/** Neither a link nor a file: the product's 'Preview not available', no Download. */
export const PreviewUnavailable: Story = {
  args: fromMachine(
    ready('preview'),
    libraryContext({ target: libraryItem('x-nota', 'link', 'Nota sem arquivo') }),
  ),
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nota sem arquivo' });
    await expect(dialog).toHaveTextContent('Preview not available');
    await expect(within(dialog).queryByRole('button', { name: 'Download' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseDialog).toHaveBeenCalled();
  },
};

/** A picture's preview on a 360 px phone: the dialog takes the whole width. */
export const PreviewMobile: Story = {
  args: preview('f-grafico'),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Gráfico de vendas' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
