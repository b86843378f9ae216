import { useId } from 'react';
import {
  REPORT_SOMEONE,
  formatBRL,
  formatMonthYear,
  formatReportMargin,
  formatAdminDate,
  reportEditedLine,
} from '@portal/domain';
import type { MonthlyReport } from '@portal/domain';
import { LogoImage } from '../../../components/LogoImage/LogoImage';
import * as styles from './ReportCard.css';

/** docs/product.md "Report detail": the card's sections and figures, letter for letter. */
export const reportCardTexts = {
  numbers: 'NÚMEROS',
  grossRevenue: 'RECEITA BRUTA',
  netRevenue: 'RECEITA LÍQUIDA',
  expenses: 'DESPESAS',
  cogs: 'CUSTOS (COGS)',
  netProfit: 'LUCRO LÍQUIDO',
  netMargin: 'MARGEM LÍQUIDA',
  questions: 'PERGUNTAS CUSTOMIZADAS',
  /** Ours: docs/product.md names no text for these. */
  noQuestions: 'Nenhuma pergunta customizada',
  logoOf: (name: string) => `Logo de ${name}`,
  filled: (by: string | undefined, at: string) =>
    [by ? `Preenchido por ${by}` : 'Preenchido', at ? `em ${at}` : ''].filter(Boolean).join(' '),
} as const;

/** 'YYYY-MM' (or a date in it) as 'Outubro de 2026'. */
const reportMonthTitle = (monthYear: string): string => {
  const text = formatMonthYear(`${monthYear.slice(0, 7)}-01T12:00:00`);
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
};

/** An instant as the day it fell on where the person is, dd/MM/yyyy ('' when unreadable). */
const filledDay = (iso: string | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
};

type Figure = { key: string; label: string; value: string; tone?: 'profit' | 'loss' };

/** The card Download Report turns into the PNG (`data-report-card` is how the portal finds it). */
export function ReportCard({
  report,
  business,
}: {
  report: MonthlyReport;
  business: { name: string; logo: string | null };
}) {
  const id = useId();
  const profitTone = report.net_profit >= 0 ? 'profit' : 'loss';
  const figures: Figure[] = [
    { key: 'gross', label: reportCardTexts.grossRevenue, value: formatBRL(report.gross_revenue) },
    { key: 'net', label: reportCardTexts.netRevenue, value: formatBRL(report.net_revenue) },
    { key: 'expenses', label: reportCardTexts.expenses, value: formatBRL(report.expenses) },
    { key: 'cogs', label: reportCardTexts.cogs, value: formatBRL(report.cogs) },
    {
      key: 'profit',
      label: reportCardTexts.netProfit,
      value: formatBRL(report.net_profit),
      tone: profitTone,
    },
    {
      key: 'margin',
      label: reportCardTexts.netMargin,
      value: formatReportMargin(report.net_margin),
    },
  ];
  // A replaced report says who replaced it last and when (São Paulo's clock), the last fill.
  const filled = report.editedAt
    ? reportEditedLine(formatAdminDate(report.editedAt), report.editedBy || REPORT_SOMEONE)
    : report.filledBy || report.filledAt
      ? reportCardTexts.filled(report.filledBy, filledDay(report.filledAt))
      : null;

  return (
    <article className={styles.card} data-report-card={report.id} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <LogoImage src={business.logo} alt={reportCardTexts.logoOf(business.name)} size="lg" />
        <div className={styles.heading}>
          <p className={styles.business}>{business.name}</p>
          <h1 id={`${id}-title`} className={styles.month}>
            {reportMonthTitle(report.month_year)}
          </h1>
          {filled && <p className={styles.filled}>{filled}</p>}
        </div>
      </header>

      <section className={styles.section} aria-labelledby={`${id}-numbers`}>
        <h2 id={`${id}-numbers`} className={styles.sectionTitle}>
          {reportCardTexts.numbers}
        </h2>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.figure} data-figure={figure.key}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd
                className={[styles.figureValue, figure.tone ? styles.tone[figure.tone] : ''].join(
                  ' ',
                )}
                data-tone={figure.tone}
              >
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-questions`}>
        <h2 id={`${id}-questions`} className={styles.sectionTitle}>
          {reportCardTexts.questions}
        </h2>
        {report.customAnswers.length === 0 ? (
          <p className={styles.muted}>{reportCardTexts.noQuestions}</p>
        ) : (
          <dl className={styles.answers}>
            {report.customAnswers.map((answer, index) => (
              <div key={`${index}-${answer.question}`} className={styles.answer}>
                <dt className={styles.question}>{answer.question}</dt>
                <dd className={styles.response}>{answer.response}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </article>
  );
}
