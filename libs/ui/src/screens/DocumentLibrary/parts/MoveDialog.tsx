import type { DocumentDialog } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import * as styles from './LibraryDialogs.css';

export type MoveDialogProps = {
  dialog: Extract<DocumentDialog, { kind: 'move' }> | null;
  /** The folder chosen, null for the root. */
  onMove: (folderId: string | null) => void;
  onClose: () => void;
};

/**
 * 'Mover para…' (beyond docs/product.md: a move without dragging, for keyboard and touch): every folder the
 * file may go to, and Root when it is in one. A choice moves it at once.
 */
export function MoveDialog({ dialog, onMove, onClose }: MoveDialogProps) {
  const sending = dialog?.status === 'submitting';
  return (
    <Dialog
      open={dialog !== null}
      onClose={onClose}
      title="Mover para…"
      description={dialog ? `Escolha para onde mover "${dialog.item.name}".` : undefined}
      size="sm"
      fullWidthOnPhone
    >
      {dialog && (
        <div className={styles.form}>
          {dialog.error && <Alert tone="error">{dialog.error}</Alert>}
          <ul className={styles.targets} aria-label="Destinos" aria-busy={sending || undefined}>
            {dialog.targets.map((target) => (
              <li key={target.folderId ?? ''}>
                <button
                  type="button"
                  className={styles.target}
                  disabled={sending}
                  onClick={() => onMove(target.folderId)}
                >
                  <Icon name="folder" size={18} className={styles.targetIcon} />
                  {target.name ?? 'Root'}
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={sending}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
