import { useId } from 'react';
import {
  FINANCE_EXPORT_COLUMNS as COLUMNS,
  FINANCE_EXPORT_TOTAL,
  formatBRL,
  formatNetMargin,
  type FinanceSortColumn,
  type FinanceView,
} from '@portal/domain';
import { Icon } from '../../../components/Icon/Icon';
import * as styles from './FinanceTable.css';

export type FinanceTableProps = Pick<FinanceView, 'rows' | 'totals' | 'sort'> & {
  /** A range's rows are sums: each says how many monthly reports it adds up. */
  isRange: boolean;
  onSortChange: (column: FinanceSortColumn) => void;
};

type Figure = Exclude<FinanceSortColumn, 'businessId' | 'businessName'>;

/** docs/product.md's columns after Business, in its order; the labels are the workbook's. */
const figureColumns: readonly { column: Figure; label: string }[] = [
  { column: 'gross_revenue', label: COLUMNS.grossRevenue },
  { column: 'net_revenue', label: COLUMNS.netRevenue },
  { column: 'expenses', label: COLUMNS.expenses },
  { column: 'cogs', label: COLUMNS.cogs },
  { column: 'net_profit', label: COLUMNS.netProfit },
  { column: 'net_margin', label: COLUMNS.netMargin },
];

/** docs/product.md, Limits: money in BRL, the net margin as a percentage with 2 decimals. */
const formatFigure = (column: Figure, value: number) =>
  column === 'net_margin' ? formatNetMargin(value) : formatBRL(value);

/** Net profit and margin in green or red; the other figures plain. */
const toneOf = (column: Figure, value: number) =>
  column === 'net_profit' || column === 'net_margin' ? (value >= 0 ? 'up' : 'down') : undefined;

function FigureCell({ column, value }: { column: Figure; value: number }) {
  const tone = toneOf(column, value);
  return (
    <td className={[styles.number, tone ? styles.tone[tone] : ''].join(' ')} data-tone={tone}>
      {formatFigure(column, value)}
    </td>
  );
}

/**
 * A column header that sorts: a button (Enter or Space) in the header, the order it gives said
 * by `aria-sort` on the header and drawn by the arrow.
 */
function SortHeader(props: {
  column: FinanceSortColumn;
  label: string;
  numeric: boolean;
  sort: FinanceView['sort'];
  onSortChange: (column: FinanceSortColumn) => void;
}) {
  const active = props.sort.column === props.column;
  const ascending = props.sort.direction === 'asc';
  return (
    <th
      scope="col"
      className={props.numeric ? styles.number : styles.businessHeader}
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => props.onSortChange(props.column)}
      >
        {props.label}
        <Icon
          name={active ? (ascending ? 'chevronUp' : 'chevronDown') : 'chevronsUpDown'}
          size={14}
          className={active ? styles.sortIconActive : styles.sortIcon}
        />
      </button>
    </th>
  );
}

/**
 * docs/product.md's table, one row a company in the machine's order, with the Total row of the workbook.
 * On a phone it scrolls sideways inside its own focusable, labelled region, never the page, with
 * the company's name kept in view.
 */
export function FinanceTable({ rows, totals, sort, isRange, onSortChange }: FinanceTableProps) {
  const captionId = useId();
  return (
    <div
      className={styles.wrapper}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      data-finance-table=""
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Resultados por empresa
        </caption>
        <thead>
          <tr>
            <SortHeader
              column="businessName"
              label={COLUMNS.business}
              numeric={false}
              sort={sort}
              onSortChange={onSortChange}
            />
            {figureColumns.map(({ column, label }) => (
              <SortHeader
                key={column}
                column={column}
                label={label}
                numeric
                sort={sort}
                onSortChange={onSortChange}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.business}>
                {row.businessName ?? row.businessId}
                {isRange && row.months !== undefined && (
                  <span className={styles.months}>
                    {row.months} {row.months === 1 ? 'relatório' : 'relatórios'}
                  </span>
                )}
              </th>
              {figureColumns.map(({ column }) => (
                <FigureCell key={column} column={column} value={row[column]} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={styles.business}>
              {FINANCE_EXPORT_TOTAL}
            </th>
            {figureColumns.map(({ column }) => (
              <FigureCell key={column} column={column} value={totals[column]} />
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
