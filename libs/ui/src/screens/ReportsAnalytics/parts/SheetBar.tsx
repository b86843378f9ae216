import { useId } from 'react';
import type { ReportsView } from '@portal/domain';
import { Button, buttonClassName } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import * as styles from './SheetBar.css';

export type SheetBarProps = {
  sheetUrl: ReportsView['sheetUrl'];
  exporting: ReportsView['exporting'];
  onCopy: () => void;
  onExportXlsx: () => void;
};

/** The Google Sheets URL bar (copy, open); without a sheet, the XLSX export instead. */
export function SheetBar({ sheetUrl, exporting, onCopy, onExportXlsx }: SheetBarProps) {
  const inputId = useId();
  if (sheetUrl === null) {
    const busy = exporting === 'xlsx';
    return (
      <div className={styles.bar}>
        <p className={styles.text}>
          Sem planilha do Google vinculada: baixe os relatórios em Excel.
        </p>
        <Button
          variant="secondary"
          leadingIcon={<Icon name="download" />}
          loading={busy}
          loadingText="Exportando..."
          // Another file on its way: one at a time.
          disabled={exporting !== null && !busy}
          onClick={onExportXlsx}
        >
          Exportar XLSX
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.bar}>
      <label className={styles.label} htmlFor={inputId}>
        Planilha Google
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="url"
        value={sheetUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button variant="secondary" leadingIcon={<Icon name="copy" />} onClick={onCopy}>
          Copiar
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={sheetUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="externalLink" />
          Abrir
          <span className={styles.hidden}> (abre em nova aba)</span>
        </a>
      </div>
    </div>
  );
}
