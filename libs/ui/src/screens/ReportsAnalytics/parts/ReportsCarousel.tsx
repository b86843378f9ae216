import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { REPORT_EXPORT_COLUMNS } from '@portal/domain';
import type { MonthlyReport, ReportsView } from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Icon } from '../../../components/Icon/Icon';
import { handleNavigate } from '../../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../../components/TextLink/TextLink';
import { formatMargin, formatMoney, formatMonth } from './format';
import * as styles from './ReportsCarousel.css';

/** How far a scroll button moves the strip (docs/product.md); also one card plus its gap. */
const CAROUSEL_STEP_PX = 300;

export type ReportsCarouselProps = {
  reports: ReportsView['reports'];
  missingReport: ReportsView['missingReport'];
  reportHref: (id: string) => string;
  onNavigate?: NavigateHandler;
  onFillMissing: () => void;
  onOpenForm: () => void;
  fillLabel: string;
};

/** 'Reports Financeiros': the monthly cards, newest first, the missing month's card before them. */
export function ReportsCarousel(props: ReportsCarouselProps) {
  const { reports, missingReport } = props;
  const headingId = useId();
  const stripRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const max = strip.scrollWidth - strip.clientWidth;
    setEnds({ start: strip.scrollLeft <= 1, end: strip.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    measure();
    const strip = stripRef.current;
    if (!strip || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [measure, reports.length, missingReport]);

  const scroll = (direction: -1 | 1) => {
    if (direction === -1 ? ends.start : ends.end) return;
    stripRef.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: 'smooth' });
  };

  const empty = reports.length === 0 && !missingReport;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Reports Financeiros
        </h2>
        {!empty && (
          <div className={styles.controls}>
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label="Rolar para a esquerda"
              // aria-disabled, not disabled: a keyboard user pressing it to the end keeps focus.
              aria-disabled={ends.start}
              onClick={() => scroll(-1)}
            >
              <Icon name="chevronRight" className={styles.flipped} />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label="Rolar para a direita"
              aria-disabled={ends.end}
              onClick={() => scroll(1)}
            >
              <Icon name="chevronRight" />
            </Button>
          </div>
        )}
      </div>
      {empty ? (
        <EmptyState
          headingLevel={3}
          icon="chart"
          title="Nenhum relatório ainda"
          description="Preencha o relatório do mês para acompanhar faturamento e lucro."
          action={<Button onClick={props.onOpenForm}>{props.fillLabel}</Button>}
        />
      ) : (
        <ul ref={stripRef} className={styles.strip} onScroll={measure} data-carousel="">
          {missingReport && (
            <li className={styles.item}>
              <button type="button" className={styles.missing} onClick={props.onFillMissing}>
                <span className={styles.month}>{formatMonth(missingReport.monthKey)}</span>
                <span className={styles.missingText}>
                  <Icon name="alert" /> Relatório pendente
                </span>
                <span className={styles.missingAction}>Clique para preencher</span>
              </button>
            </li>
          )}
          {reports.map((report) => (
            <li key={report.id} className={styles.item}>
              <ReportCard
                report={report}
                href={props.reportHref(report.id)}
                onNavigate={props.onNavigate}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportCard({
  report,
  href,
  onNavigate,
}: {
  report: MonthlyReport;
  href: string;
  onNavigate?: NavigateHandler;
}) {
  const tone = report.net_profit >= 0 ? 'up' : 'down';
  return (
    <a
      className={styles.card}
      href={href}
      onClick={(event) => handleNavigate(event, href, onNavigate)}
    >
      <span className={styles.month}>{formatMonth(report.month_year)}</span>
      <span className={styles.row}>
        <span className={styles.rowLabel}>{REPORT_EXPORT_COLUMNS.grossRevenue}</span>
        <span className={styles.rowValue}>{formatMoney(report.gross_revenue)}</span>
      </span>
      <span className={styles.row}>
        <span className={styles.rowLabel}>{REPORT_EXPORT_COLUMNS.netProfit}</span>
        <span className={[styles.rowValue, styles.tone[tone]].join(' ')} data-tone={tone}>
          {formatMoney(report.net_profit)}
        </span>
      </span>
      <span className={styles.row}>
        <span className={styles.rowLabel}>{REPORT_EXPORT_COLUMNS.netMargin}</span>
        <span className={styles.rowValue}>{formatMargin(report.net_margin)}</span>
      </span>
    </a>
  );
}
