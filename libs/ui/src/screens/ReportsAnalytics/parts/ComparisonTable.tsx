import { useId } from 'react';
import { REPORT_EXPORT_COLUMNS } from '@portal/domain';
import type { Delta, ReportsView } from '@portal/domain';
import {
  NOT_AVAILABLE,
  formatMoney,
  formatMonth,
  formatSignedMoney,
  formatSignedPercent,
} from './format';
import * as styles from './ComparisonTable.css';

export type ComparisonTableProps = { comparisons: ReportsView['comparisons'] };

function DeltaCell({ delta }: { delta: Delta | undefined }) {
  if (!delta) return <td className={styles.number}>{NOT_AVAILABLE}</td>;
  const tone = delta.amount >= 0 ? 'up' : 'down';
  return (
    <td className={[styles.number, styles.tone[tone]].join(' ')} data-tone={tone}>
      {formatSignedMoney(delta.amount)}
      <span className={styles.percent}>{formatSignedPercent(delta.percent)}</span>
    </td>
  );
}

/** 'Δ mês' / 'Δ ano', read out with the figure it changes. */
function DeltaHeader({ kind, of }: { kind: 'mês' | 'ano'; of: string }) {
  return (
    <th scope="col" className={styles.number}>
      Δ {kind}
      <span className={styles.hidden}> ({of})</span>
    </th>
  );
}

/** Month on month and year on year, newest first (docs/product.md, Limits). */
export function ComparisonTable({ comparisons }: ComparisonTableProps) {
  const captionId = useId();
  return (
    <div className={styles.wrapper} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Comparação mês a mês e ano a ano
        </caption>
        <thead>
          <tr>
            <th scope="col">{REPORT_EXPORT_COLUMNS.month}</th>
            <th scope="col" className={styles.number}>
              {REPORT_EXPORT_COLUMNS.grossRevenue}
            </th>
            <DeltaHeader kind="mês" of="receita bruta" />
            <DeltaHeader kind="ano" of="receita bruta" />
            <th scope="col" className={styles.number}>
              {REPORT_EXPORT_COLUMNS.netProfit}
            </th>
            <DeltaHeader kind="mês" of="lucro líquido" />
            <DeltaHeader kind="ano" of="lucro líquido" />
          </tr>
        </thead>
        <tbody>
          {comparisons.map(({ report, monthOnMonth, yearOnYear }) => (
            <tr key={report.id}>
              <th scope="row" className={styles.month}>
                {formatMonth(report.month_year)}
              </th>
              <td className={styles.number}>{formatMoney(report.gross_revenue)}</td>
              <DeltaCell delta={monthOnMonth?.grossRevenue} />
              <DeltaCell delta={yearOnYear?.grossRevenue} />
              <td className={styles.number}>{formatMoney(report.net_profit)}</td>
              <DeltaCell delta={monthOnMonth?.netProfit} />
              <DeltaCell delta={yearOnYear?.netProfit} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
