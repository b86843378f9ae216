import {
  FINANCE_EXPORT_COLUMNS as COLUMNS,
  formatBRL,
  formatNetMargin,
  type FinanceSummary,
} from '@portal/domain';
import { Icon, type IconName } from '../../../components/Icon/Icon';
import { tone } from '../../../theme/tone.css';
import * as styles from './FinanceCards.css';

export type FinanceCardsProps = { summary: FinanceSummary };

const count = new Intl.NumberFormat('pt-BR');

function StatCard(props: {
  label: string;
  icon: IconName;
  value: string;
  /** Green for a profit, red for a loss. */
  valueTone?: 'up' | 'down';
  note?: string;
}) {
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        <h2 className={styles.label}>{props.label}</h2>
        <span className={styles.icon}>
          <Icon name={props.icon} size={18} />
        </span>
      </div>
      <p
        className={[styles.value, props.valueTone ? tone[props.valueTone] : ''].join(' ')}
        data-tone={props.valueTone}
      >
        {props.value}
      </p>
      {props.note && <p className={styles.note}>{props.note}</p>}
    </li>
  );
}

/**
 * docs/product.md's four cards, in BRL: Net Profit, Total Companies (with Reported), the revenues (their
 * names are the table's columns).
 */
export function FinanceCards({ summary }: FinanceCardsProps) {
  return (
    <ul className={styles.grid} aria-label="Resumo">
      <StatCard
        label={COLUMNS.netProfit}
        icon="dollar"
        value={formatBRL(summary.total_net_profit)}
        valueTone={summary.total_net_profit >= 0 ? 'up' : 'down'}
        note={`Margem líquida média: ${formatNetMargin(summary.avg_net_margin)}`}
      />
      <StatCard
        label="Total Companies"
        icon="building"
        value={count.format(summary.total_companies)}
        note={`Reported: ${count.format(summary.reported_companies)}`}
      />
      <StatCard
        label={COLUMNS.grossRevenue}
        icon="chart"
        value={formatBRL(summary.total_gross_revenue)}
      />
      <StatCard
        label={COLUMNS.netRevenue}
        icon="chart"
        value={formatBRL(summary.total_net_revenue)}
      />
    </ul>
  );
}
