import { useRef } from 'react';
import type { FormEvent } from 'react';
import { REPORT_EXPORT_COLUMNS, REPORT_REPLACE_CONFIRM } from '@portal/domain';
import type { ReportFigureField, ReportFormField, ReportsFormView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { Dialog } from '../../../components/Dialog/Dialog';
import { MoneyField } from '../../../components/MoneyField/MoneyField';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { useFocusFirstError } from '../../../hooks/useFocusFirstError';
import { formatMargin, formatMoney } from './format';
import * as styles from './ReportFormDialog.css';

export type ReportFormDialogProps = {
  /** The machine's form while open, null when closed. */
  form: ReportsFormView | null;
  /** When set, the modal embeds this form (with the token and business id) instead of ours. */
  externalFormUrl: string | null;
  onClose: () => void;
  onFieldChange: (field: ReportFormField, value: string) => void;
  onAnswerChange: (index: number, value: string) => void;
  onSubmit: () => void;
  /** 'Substituir' on the question over the form ('replace.confirm'). */
  onReplaceConfirm: () => void;
  /** 'Cancelar' or Escape on the question: back to the form ('replace.cancel'). */
  onReplaceCancel: () => void;
};

const TITLE = 'Preencher Relatório';

/** The four figures a person types, with their labels. */
const FIGURES: readonly { field: ReportFigureField; label: string }[] = [
  { field: 'gross_revenue', label: REPORT_EXPORT_COLUMNS.grossRevenue },
  { field: 'net_revenue', label: REPORT_EXPORT_COLUMNS.netRevenue },
  { field: 'expenses', label: REPORT_EXPORT_COLUMNS.expenses },
  { field: 'cogs', label: 'Custos (CMV)' },
];

/**
 * 'Preencher Relatório': the month's figures and answers, or the external chat form; over it,
 * before a month's report is replaced, the question 'Substituir o relatório de … ?'.
 */
export function ReportFormDialog(props: ReportFormDialogProps) {
  const replace = props.form?.replace ?? null;
  return (
    <>
      <FormDialog {...props} />
      {/* Its own modal over the form's (not inside the form: its buttons submit nothing). */}
      <ConfirmDialog
        open={replace !== null}
        title={replace?.question ?? ''}
        text={replace?.text ?? ''}
        confirmLabel={REPORT_REPLACE_CONFIRM}
        busy={replace?.busy ?? false}
        onConfirm={props.onReplaceConfirm}
        onCancel={props.onReplaceCancel}
      />
    </>
  );
}

function FormDialog(props: ReportFormDialogProps) {
  const { form, externalFormUrl, onClose } = props;
  return (
    <Dialog open={form !== null} onClose={onClose} title={TITLE} size="lg" fullWidthOnPhone>
      {form &&
        (externalFormUrl ? (
          <iframe
            className={styles.frame}
            title={TITLE}
            src={externalFormUrl}
            sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          />
        ) : (
          <ReportForm {...props} form={form} />
        ))}
    </Dialog>
  );
}

function ReportForm({
  form,
  onClose,
  onFieldChange,
  onAnswerChange,
  onSubmit,
}: ReportFormDialogProps & { form: ReportsFormView }) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.fieldErrors);
  const sending = form.status === 'submitting';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  const profitTone = form.netProfit === null ? undefined : form.netProfit >= 0 ? 'up' : 'down';

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <div className={styles.grid}>
        <TextField
          label="Mês de referência"
          type="month"
          value={form.draft.month}
          onChange={(value) => onFieldChange('month', value)}
          hint={form.monthNote ?? undefined}
          error={form.fieldErrors.month}
          disabled={sending}
          fieldClassName={styles.full}
          data-autofocus
        />
        {FIGURES.map(({ field, label }) => (
          <MoneyField
            key={field}
            label={label}
            hint="Em reais, por exemplo 1.234,56"
            value={form.draft.figures[field]}
            onChange={(value) => onFieldChange(field, value)}
            error={form.fieldErrors[field]}
            disabled={sending}
          />
        ))}
      </div>
      <dl className={styles.results} aria-live="polite">
        <div className={styles.result}>
          <dt>{REPORT_EXPORT_COLUMNS.netProfit}</dt>
          <dd className={profitTone ? styles.tone[profitTone] : undefined} data-tone={profitTone}>
            {formatMoney(form.netProfit)}
          </dd>
        </div>
        <div className={styles.result}>
          <dt>{REPORT_EXPORT_COLUMNS.netMargin}</dt>
          <dd>{formatMargin(form.netMargin)}</dd>
        </div>
      </dl>
      {form.questions.map((question, index) => (
        <TextArea
          key={`${index}:${question}`}
          label={question}
          rows={3}
          value={form.draft.answers[index] ?? ''}
          onChange={(value) => onAnswerChange(index, value)}
          disabled={sending}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          Cancelar
        </Button>
        <Button type="submit" loading={sending} loadingText="Salvando...">
          Salvar relatório
        </Button>
      </div>
    </form>
  );
}
