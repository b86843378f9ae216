import { useMemo, useRef, useState } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import type { DocumentLibraryView, DocumentRow, DocumentTab } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { Menu } from '../../components/Menu/Menu';
import type { MenuItem } from '../../components/Menu/Menu';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { SearchField } from '../../components/SearchField/SearchField';
import { Spinner } from '../../components/Spinner/Spinner';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import { Breadcrumb } from './parts/Breadcrumb';
import { DocumentCard } from './parts/DocumentCard';
import {
  collisionDetection,
  folderOfDropId,
  libraryAnnouncements,
  screenReaderInstructions,
  useLibrarySensors,
} from './parts/dragAndDrop';
import { LibraryDialogs } from './parts/LibraryDialogs';
import type { PreviewText } from './parts/PreviewDialog';
import * as styles from './DocumentLibrary.css';

export type { PreviewText } from './parts/PreviewDialog';
export { previewTextStatuses } from './parts/PreviewDialog';

/**
 * What the library shows, exactly as the machine's view gives it (`selectDocumentLibraryView` of
 * the running machine in the portal, of `documentLibraryMachine.resolveState(...)` in stories).
 */
export type DocumentLibraryViewProps = Pick<
  DocumentLibraryView,
  | 'status'
  | 'error'
  | 'folderPath'
  | 'canGoBack'
  | 'breadcrumbAcceptsDrop'
  | 'query'
  | 'folders'
  | 'files'
  | 'empty'
  | 'canCreateFolder'
  | 'dialog'
  | 'toast'
>;

/** The part of the machine's view the library shows (the container and the stories both use it). */
export const documentLibraryViewProps = (view: DocumentLibraryView): DocumentLibraryViewProps => ({
  status: view.status,
  error: view.error,
  folderPath: view.folderPath,
  canGoBack: view.canGoBack,
  breadcrumbAcceptsDrop: view.breadcrumbAcceptsDrop,
  query: view.query,
  folders: view.folders,
  files: view.files,
  empty: view.empty,
  canCreateFolder: view.canCreateFolder,
  dialog: view.dialog,
  toast: view.toast,
});

export type DocumentLibraryProps = DocumentLibraryViewProps & {
  businessName: string;
  /** The top progress bar: shown while `isLoading`, at `loadingProgress` (0–100). */
  isLoading: boolean;
  loadingProgress: number;
  /** The content of a text or CSV file in the preview (the owner reads it). */
  previewText?: PreviewText | null;
  onRetry: () => void;
  /** A folder opens (a Drive folder link opens in a new tab: the owner's doing). */
  onOpenFolder: (itemId: string) => void;
  onBack: () => void;
  onSearchChange: (query: string) => void;
  onNewFolder: () => void;
  onNewDocument: () => void;
  onCreateFolder: (values: { name: string; description: string }) => void;
  onTabChange: (tab: DocumentTab) => void;
  onSubmitLink: (values: { name: string; url: string }) => void;
  onSubmitUpload: (values: { name: string; file: File | null }) => void;
  onCancelUpload: () => void;
  onRename: (itemId: string) => void;
  onSubmitRename: (name: string) => void;
  onDelete: (itemId: string) => void;
  onConfirmDelete: () => void;
  onPreview: (itemId: string) => void;
  onDownload: (itemId: string) => void;
  onCopyUrl: (itemId: string) => void;
  /** 'Mover para…': the owner opens the dialog of targets. */
  onMove: (itemId: string) => void;
  onSubmitMove: (folderId: string | null) => void;
  /** A file dropped on a folder, or on the breadcrumb (`folderId` null: the root). */
  onDrop: (drop: { itemId: string; folderId: string | null }) => void;
  /** Cancel, Escape, × or the backdrop of any dialog (during an upload it also aborts it). */
  onCloseDialog: () => void;
  onDismissToast?: () => void;
};

type RowActions = Pick<
  DocumentLibraryProps,
  'onOpenFolder' | 'onRename' | 'onDelete' | 'onPreview' | 'onDownload' | 'onCopyUrl' | 'onMove'
>;

/** docs/product.md's menus: a folder's Open, Renomear, Delete; a file's Preview, Renomear, Download... */
function actionsOf(row: DocumentRow, on: RowActions): MenuItem[] {
  const id = row.item.id;
  const copy: MenuItem[] = row.canCopyUrl
    ? [{ id: 'copy', label: 'Copiar URL', icon: 'copy', onSelect: () => on.onCopyUrl(id) }]
    : [];
  const rename: MenuItem = {
    id: 'rename',
    label: 'Renomear',
    icon: 'edit',
    onSelect: () => on.onRename(id),
  };
  const remove: MenuItem = {
    id: 'delete',
    label: 'Delete',
    icon: 'trash',
    tone: 'danger',
    onSelect: () => on.onDelete(id),
  };
  if (row.kind !== 'file') {
    const open: MenuItem = {
      id: 'open',
      label: 'Open',
      icon: row.kind === 'folder' ? 'folder' : 'externalLink',
      onSelect: () => on.onOpenFolder(id),
    };
    return [open, rename, ...copy, remove];
  }
  return [
    { id: 'preview', label: 'Preview', icon: 'eye', onSelect: () => on.onPreview(id) },
    rename,
    ...(row.canDownload
      ? [
          {
            id: 'download',
            label: 'Download',
            icon: 'download',
            onSelect: () => on.onDownload(id),
          } satisfies MenuItem,
        ]
      : []),
    ...copy,
    ...(row.canMove
      ? [
          {
            id: 'move',
            label: 'Mover para…',
            icon: 'folderInput',
            onSelect: () => on.onMove(id),
          } satisfies MenuItem,
        ]
      : []),
    remove,
  ];
}

/**
 * The company's documents ('Documentos de {empresa}'): folders one level deep and files (Drive
 * links or uploads), a breadcrumb with a back button, 'Buscar documentos...', 'Novo' (a document,
 * or a folder at the root), each row's menu (preview, rename, download, move, copy the link,
 * delete), files dragged onto a folder or the breadcrumb, and the upload's real progress with
 * 'Cancel'.
 */
export function DocumentLibrary(props: DocumentLibraryProps) {
  const {
    businessName,
    status,
    error,
    folderPath,
    canGoBack,
    breadcrumbAcceptsDrop,
    query,
    folders,
    files,
    empty,
    canCreateFolder,
    toast,
    isLoading,
    loadingProgress,
    onRetry,
    onBack,
    onSearchChange,
    onNewFolder,
    onNewDocument,
    onOpenFolder,
    onPreview,
    onDrop,
    onDismissToast,
  } = props;
  // Which file dnd-kit is dragging: the overlay shows its copy (pure presentation).
  const [activeId, setActiveId] = useState<string | null>(null);
  const rowsRef = useRef<readonly DocumentRow[]>([]);
  rowsRef.current = [...folders, ...files];
  const sensors = useLibrarySensors();
  const announcements = useMemo(() => libraryAnnouncements(rowsRef), []);

  const handleDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const folderId = folderOfDropId(over?.id);
    if (folderId !== undefined) onDrop({ itemId: String(active.id), folderId });
  };

  const activeRow = files.find((row) => row.item.id === activeId);
  const ready = status === 'ready';

  const section = (title: string, rows: readonly DocumentRow[], open: (id: string) => void) =>
    rows.length > 0 && (
      <section className={styles.section} aria-label={title}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <ul className={rows === folders ? styles.folderGrid : styles.fileGrid}>
          {rows.map((row) => (
            <li key={row.item.id} className={styles.gridItem}>
              <DocumentCard
                row={row}
                actions={actionsOf(row, props)}
                onOpen={() => open(row.item.id)}
                isDragging={activeId === row.item.id}
              />
            </li>
          ))}
        </ul>
      </section>
    );

  const newMenu: MenuItem[] = [
    { id: 'document', label: 'Novo Documento', icon: 'file', onSelect: onNewDocument },
    ...(canCreateFolder
      ? [{ id: 'folder', label: 'Nova Pasta', icon: 'folder', onSelect: onNewFolder } as const]
      : []),
  ];

  return (
    <div className={styles.root}>
      <ProgressBar value={loadingProgress} visible={isLoading} label="Carregando documentos" />
      <PageHeader
        title={`Documentos de ${businessName}`}
        actions={
          ready ? (
            <Menu
              items={newMenu}
              label="Novo"
              variant="primary"
              size="md"
              trigger={
                <>
                  <Icon name="plus" size={16} />
                  Novo
                </>
              }
            />
          ) : undefined
        }
      />

      {status === 'failure' && <ErrorBox onRetry={onRetry}>{error}</ErrorBox>}

      {status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label="Carregando documentos..." />
        </div>
      )}

      {ready && (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragStart={handleDragStart}
          onDragEnd={handleDragEnd}
          onDragCancel={() => setActiveId(null)}
        >
          <div className={styles.toolbar}>
            <div className={styles.location}>
              <Button
                variant="secondary"
                leadingIcon={<Icon name="arrowLeft" size={16} />}
                disabled={!canGoBack}
                onClick={onBack}
              >
                Voltar
              </Button>
              <Breadcrumb folderPath={folderPath} acceptsDrop={breadcrumbAcceptsDrop} />
            </div>
            <SearchField
              label="Buscar documentos"
              placeholder="Buscar documentos..."
              value={query}
              onChange={onSearchChange}
              fieldClassName={styles.search}
            />
          </div>

          {empty ? (
            <EmptyState
              icon={empty === 'search' ? 'search' : 'folder'}
              title={empty === 'search' ? 'Nenhum documento encontrado' : 'Esta pasta está vazia'}
            />
          ) : (
            <div className={styles.sections}>
              {section('Pastas', folders, onOpenFolder)}
              {section('Arquivos', files, onPreview)}
            </div>
          )}

          <DragOverlay>
            {activeRow ? (
              <DocumentCard row={activeRow} actions={[]} onOpen={() => {}} isOverlay />
            ) : null}
          </DragOverlay>
        </DndContext>
      )}

      <LibraryDialogs {...props} />

      <ToastRegion
        toasts={toastItems(toast)}
        onDismiss={onDismissToast ? () => onDismissToast() : undefined}
      />
    </div>
  );
}
