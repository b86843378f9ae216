import type { DocumentDialog, DocumentTab } from '@portal/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import { NewDocumentDialog } from './NewDocumentDialog';
import { PreviewDialog } from './PreviewDialog';
import type { PreviewText } from './PreviewDialog';

export type LibraryDialogsProps = {
  /** The machine's open dialog, or null. */
  dialog: DocumentDialog | null;
  previewText?: PreviewText | null;
  onCreateFolder: (values: { name: string; description: string }) => void;
  onTabChange: (tab: DocumentTab) => void;
  onSubmitLink: (values: { name: string; url: string }) => void;
  onSubmitUpload: (values: { name: string; file: File | null }) => void;
  onCancelUpload: () => void;
  onSubmitRename: (name: string) => void;
  onConfirmDelete: () => void;
  onSubmitMove: (folderId: string | null) => void;
  onDownload: (itemId: string) => void;
  onCloseDialog: () => void;
};

const ofKind = <K extends DocumentDialog['kind']>(dialog: DocumentDialog | null, kind: K) =>
  dialog?.kind === kind ? (dialog as Extract<DocumentDialog, { kind: K }>) : null;

/**
 * Every modal of the library, each always mounted and open while the machine's dialog is its
 * kind, so closing one gives focus back to what opened it.
 */
export function LibraryDialogs({
  dialog,
  previewText,
  onCreateFolder,
  onTabChange,
  onSubmitLink,
  onSubmitUpload,
  onCancelUpload,
  onSubmitRename,
  onConfirmDelete,
  onSubmitMove,
  onDownload,
  onCloseDialog,
}: LibraryDialogsProps) {
  const rename = ofKind(dialog, 'rename');
  const remove = ofKind(dialog, 'delete');
  const isFolder = rename?.itemKind === 'folder';
  return (
    <>
      <NameDialog
        form={ofKind(dialog, 'newFolder')}
        title="Criar Nova Pasta"
        withDescription
        nameLabel="Nome da pasta"
        submitLabel="Criar Pasta"
        onSubmit={onCreateFolder}
        onClose={onCloseDialog}
      />
      <NameDialog
        form={rename}
        title={isFolder ? 'Renomear Pasta' : 'Renomear Arquivo'}
        withDescription={false}
        nameLabel="Novo nome"
        initialName={rename?.item.name}
        submitLabel="Renomear"
        onSubmit={({ name }) => onSubmitRename(name)}
        onClose={onCloseDialog}
      />
      <NewDocumentDialog
        dialog={ofKind(dialog, 'newDocument')}
        onTabChange={onTabChange}
        onSubmitLink={onSubmitLink}
        onSubmitUpload={onSubmitUpload}
        onCancelUpload={onCancelUpload}
        onClose={onCloseDialog}
      />
      <ConfirmDialog
        open={remove !== null}
        title="Confirm Deletion"
        text={
          remove
            ? remove.item.type === 'folder'
              ? `Tem certeza que deseja excluir a pasta "${remove.item.name}" e todos os arquivos dentro dela? Esta ação não pode ser desfeita.`
              : `Tem certeza que deseja excluir "${remove.item.name}"? Esta ação não pode ser desfeita.`
            : ''
        }
        confirmLabel="Delete"
        tone="danger"
        busy={remove?.status === 'submitting'}
        error={remove?.error}
        onConfirm={onConfirmDelete}
        onCancel={onCloseDialog}
      />
      <MoveDialog dialog={ofKind(dialog, 'move')} onMove={onSubmitMove} onClose={onCloseDialog} />
      <PreviewDialog
        dialog={ofKind(dialog, 'preview')}
        previewText={previewText}
        onDownload={onDownload}
        onClose={onCloseDialog}
      />
    </>
  );
}
