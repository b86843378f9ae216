import {
  formatGoalProgress,
  formatProfitChange,
  INDICATOR_AVERAGE_NET_PROFIT,
  INDICATOR_NET_PROFIT_CHANGE,
  INDICATOR_NET_PROFIT_CHANGE_NOTE,
  INDICATOR_NO_GOAL,
  INDICATOR_REVENUE_GOAL,
  indicatorForecast,
  indicatorYearRevenue,
} from '@portal/domain';
import type { SummaryCards as SummaryCardsData } from '@portal/domain';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { formatMoney } from './format';
import * as styles from './SummaryCards.css';

export type SummaryCardsProps = { cards: SummaryCardsData; forecastYear: number };

/**
 * docs/product.md's three cards (the domain's summaryCards, through the current month): average net
 * profit, its change, and the annual revenue goal, printed by the domain's formatters.
 */
export function SummaryCards({ cards, forecastYear }: SummaryCardsProps) {
  const { averageNetProfit, netProfitChange, goal } = cards;
  const change = netProfitChange;
  return (
    <ul className={styles.grid} aria-label="Resumo">
      <li className={styles.card}>
        <h2 className={styles.label}>{INDICATOR_AVERAGE_NET_PROFIT}</h2>
        <p className={styles.value} data-testid="average-net-profit">
          {formatMoney(averageNetProfit)}
        </p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>{INDICATOR_NET_PROFIT_CHANGE}</h2>
        <p
          className={[
            styles.value,
            change ? styles.tone[change.positive ? 'up' : 'down'] : '',
          ].join(' ')}
          data-tone={change ? (change.positive ? 'up' : 'down') : undefined}
        >
          {formatProfitChange(change?.percent ?? null)}
        </p>
        <p className={styles.note}>{INDICATOR_NET_PROFIT_CHANGE_NOTE}</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>{INDICATOR_REVENUE_GOAL}</h2>
        {goal.revenueGoal === null ? (
          <p className={styles.value}>{INDICATOR_NO_GOAL}</p>
        ) : (
          <>
            <p className={styles.value}>{formatMoney(goal.revenueGoal)}</p>
            <ProgressBar
              placement="inline"
              visible
              value={goal.progress * 100}
              label={`Progresso da meta de ${goal.year}`}
              valueText={formatGoalProgress(goal.progress)}
            />
          </>
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{indicatorYearRevenue(goal.year)}</dt>
            <dd>{formatMoney(goal.yearRevenue)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{indicatorForecast(forecastYear)}</dt>
            <dd>{formatMoney(goal.forecast)}</dd>
          </div>
        </dl>
      </li>
    </ul>
  );
}
