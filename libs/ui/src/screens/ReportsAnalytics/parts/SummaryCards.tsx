import {
  REPORT_CARD_AVERAGE,
  REPORT_CARD_CHANGE,
  REPORT_CARD_CHANGE_NOTE,
  REPORT_CARD_GOAL,
  REPORT_CARD_NO_GOAL,
  reportCardForecast,
  reportCardYearRevenue,
  type SummaryCards as SummaryCardsData,
} from '@portal/domain';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { NOT_AVAILABLE, formatMoney } from './format';
import * as styles from './SummaryCards.css';

export type SummaryCardsProps = { cards: SummaryCardsData; forecastYear: number };

const wholePercent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** SPEC §9's three cards: average net profit, its change, and the annual revenue goal. */
export function SummaryCards({ cards, forecastYear }: SummaryCardsProps) {
  const { averageNetProfit, netProfitChange, goal } = cards;
  const change = netProfitChange;
  return (
    <ul className={styles.grid} aria-label="Resumo">
      <li className={styles.card}>
        <h2 className={styles.label}>{REPORT_CARD_AVERAGE}</h2>
        <p className={styles.value} data-testid="average-net-profit">
          {formatMoney(averageNetProfit)}
        </p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>{REPORT_CARD_CHANGE}</h2>
        <p
          className={[
            styles.value,
            change ? styles.tone[change.positive ? 'up' : 'down'] : '',
          ].join(' ')}
          data-tone={change ? (change.positive ? 'up' : 'down') : undefined}
        >
          {change
            ? `${change.percent > 0 ? '+' : ''}${wholePercent.format(change.percent)}%`
            : NOT_AVAILABLE}
        </p>
        <p className={styles.note}>{REPORT_CARD_CHANGE_NOTE}</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>{REPORT_CARD_GOAL}</h2>
        {goal.revenueGoal === null ? (
          <p className={styles.value}>{REPORT_CARD_NO_GOAL}</p>
        ) : (
          <>
            <p className={styles.value}>{formatMoney(goal.revenueGoal)}</p>
            <ProgressBar
              placement="inline"
              visible
              value={goal.progress * 100}
              label={`Progresso da meta de ${goal.year}`}
              valueText={`${wholePercent.format(goal.progress * 100)}%`}
            />
          </>
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{reportCardYearRevenue(goal.year)}</dt>
            <dd>{formatMoney(goal.yearRevenue)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{reportCardForecast(forecastYear)}</dt>
            <dd>{formatMoney(goal.forecast)}</dd>
          </div>
        </dl>
      </li>
    </ul>
  );
}
