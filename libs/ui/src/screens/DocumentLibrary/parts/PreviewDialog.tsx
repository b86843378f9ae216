import type { DocumentDialog } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './LibraryDialogs.css';

type Preview = Extract<DocumentDialog, { kind: 'preview' }>;

/** A text or CSV file's content, read by the owner for the viewer. */
export type PreviewText =
  { status: 'loading' } | { status: 'ready'; text: string } | { status: 'failure' };

export const previewTextStatuses = ['loading', 'ready', 'failure'] as const;

export type PreviewDialogProps = {
  dialog: Preview | null;
  /** The text of a 'text' preview (the owner fetches `preview.url`). */
  previewText?: PreviewText | null;
  onDownload: (itemId: string) => void;
  onClose: () => void;
};

function TextPreview({ text, name }: { text: PreviewText | null | undefined; name: string }) {
  if (!text || text.status === 'loading') {
    return (
      <div className={styles.notice}>
        <Spinner label="Carregando arquivo..." />
      </div>
    );
  }
  if (text.status === 'failure') {
    return <Alert tone="error">Não foi possível carregar o conteúdo do arquivo.</Alert>;
  }
  return (
    // Focusable, so a keyboard can scroll a long file.
    <pre className={styles.text} tabIndex={0} role="region" aria-label={`Conteúdo de ${name}`}>
      {text.text}
    </pre>
  );
}

function PreviewBody({
  dialog,
  previewText,
}: {
  dialog: Preview;
  previewText?: PreviewText | null;
}) {
  const { item, preview } = dialog;
  switch (preview.kind) {
    case 'embed':
    case 'pdf':
      return (
        <iframe
          className={styles.frame}
          src={preview.url}
          title={`Pré-visualização de ${item.name}`}
          referrerPolicy="no-referrer"
        />
      );
    case 'image':
      return <img className={styles.image} src={preview.url} alt={item.name} />;
    case 'text':
      return <TextPreview text={previewText} name={item.name} />;
    case 'download':
      return (
        <div className={styles.notice}>
          <Icon name="file" size={32} />
          <p>Este tipo de arquivo não pode ser exibido aqui. Faça o download para abri-lo.</p>
        </div>
      );
    case 'unavailable':
      return (
        <div className={styles.notice}>
          <Icon name="alert" size={32} />
          <p>Preview not available</p>
        </div>
      );
  }
}

/**
 * The preview viewer: Drive items through Drive's preview page, uploaded PDFs in the browser's
 * viewer, images as images, text and CSV as text, other uploads as a download, and the product's
 * 'Preview not available' when the item has neither a link nor a file.
 */
export function PreviewDialog({ dialog, previewText, onDownload, onClose }: PreviewDialogProps) {
  return (
    <Dialog
      open={dialog !== null}
      onClose={onClose}
      title={dialog?.item.name ?? ''}
      size="lg"
      fullWidthOnPhone
      footer={
        dialog && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Fechar
            </Button>
            {dialog.canDownload && (
              <Button
                leadingIcon={<Icon name="download" size={16} />}
                onClick={() => onDownload(dialog.item.id)}
              >
                Download
              </Button>
            )}
          </>
        )
      }
    >
      {dialog && <PreviewBody dialog={dialog} previewText={previewText} />}
    </Dialog>
  );
}
