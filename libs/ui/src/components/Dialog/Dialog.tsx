import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useModalDialog } from '../../hooks/useModalDialog';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogProps = {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  /** Hides the × button (e.g. while a step must be finished with the footer buttons). */
  hideCloseButton?: boolean;
  closeLabel?: string;
  /** On phones (below 480 px) the dialog takes the whole width, its bottom on the screen's. */
  fullWidthOnPhone?: boolean;
};

/**
 * A modal built on the native <dialog>: `showModal()` gives the focus trap, makes the page behind
 * inert and puts it in the top layer; we keep it controlled by turning the native `cancel`
 * (Escape) into `onClose` so the owner decides when it really closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  closeLabel = 'Fechar',
  fullWidthOnPhone = false,
}: DialogProps) {
  const { ref, dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles.size[size], fullWidthOnPhone ? styles.phoneFull : ''].join(
        ' ',
      )}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...dialogProps}
    >
      {open && (
        <>
          <div className={styles.header}>
            <div className={styles.titles}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            {!hideCloseButton && (
              <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel} onClick={onClose}>
                <Icon name="close" />
              </Button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
