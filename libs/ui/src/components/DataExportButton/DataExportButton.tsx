import { useId } from 'react';
import type { DataExportView } from '@portal/domain';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './DataExportButton.css';

/** What the data export machine's view hands the button, with the person's actions. */
export type DataExportControl = DataExportView & {
  /** Ask for the file (again, after a failure). */
  onExport: () => void;
  /** Close the outcome's message before it goes by itself. */
  onDismiss?: () => void;
};

export type DataExportButtonProps = DataExportControl & {
  /** The section's heading ('Dados da empresa (LGPD)', 'Seus dados'). */
  title: string;
  /** What the file holds, read under the heading and by a screen reader with the button. */
  hint: string;
  /** The button's words ('Exportar dados (LGPD)', 'Baixar meus dados'). */
  label: string;
};

/** The view of the data export machine as the button's props (the containers and stories). */
export const dataExportViewProps = (view: DataExportView): DataExportView => ({ ...view });

/**
 * A copy of data taken out as a zip (LGPD): a heading, what the file holds and one button. While
 * the file is being made the button says so and ignores presses; then a success note (it goes
 * by itself) or the failure's text, with the same button to try again. Used by the admin's
 * company detail and by the profile modal.
 */
export function DataExportButton({
  title,
  hint,
  label,
  status,
  message,
  onExport,
  onDismiss,
}: DataExportButtonProps) {
  const hintId = useId();
  const exporting = status === 'exporting';
  return (
    <section className={styles.section} aria-label={title} data-status={status}>
      <h3 className={styles.title}>{title}</h3>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {message && (
        <Alert
          tone={status === 'failure' ? 'error' : 'success'}
          action={
            onDismiss && (
              <Button variant="link" size="sm" onClick={onDismiss}>
                Fechar
              </Button>
            )
          }
        >
          {message}
        </Alert>
      )}
      <div className={styles.action}>
        <Button
          variant="secondary"
          leadingIcon={<Icon name="download" size={16} />}
          loading={exporting}
          loadingText="Preparando arquivo..."
          aria-describedby={hintId}
          onClick={onExport}
        >
          {label}
        </Button>
      </div>
    </section>
  );
}
