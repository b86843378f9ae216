import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { CompanyCard as CompanyCardView } from '@portal/domain';
import { CompanyCard, type CompanyCardProps } from './CompanyCard';
import { CARD_HEIGHT } from './CompanyCard.css';
import * as styles from './CompanyGrid.css';

/** Rows drawn beyond each edge of the viewport: Tab always finds the next card drawn. */
const OVERSCAN_ROWS = 4;

/** How many cards of at least CARD_MIN_WIDTH fit side by side in `width`. */
function columnsFor(width: number): number {
  const fit = Math.floor((width + styles.GRID_GAP) / (styles.CARD_MIN_WIDTH + styles.GRID_GAP));
  return Math.min(styles.MAX_COLUMNS, Math.max(1, fit));
}

export type CompanyGridProps = Omit<CompanyCardProps, 'card' | 'accessing' | 'accessBusy'> & {
  cards: readonly CompanyCardView[];
  /** The company whose Access Company is being recorded. */
  accessingId: string | null;
  /** The list's accessible name. */
  label: string;
};

/**
 * The companies' cards in rows, drawn only near the viewport (the page scrolls, the list is as
 * tall as all its rows), so 2,000 companies scroll as smoothly as six. Each card is placed on its
 * own, keyed by its company, so a change of columns (a window resized, a phone turned, a
 * scrollbar appearing) moves the cards without drawing them anew: focus stays where it was. The
 * row holding focus stays drawn, so focus is never lost to a scroll either; each card says its
 * place in the list (aria-posinset of aria-setsize).
 */
export function CompanyGrid({ cards, accessingId, label, ...cardProps }: CompanyGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The place in the list of the card holding focus (its row follows the columns).
  const focusedIndex = useRef<number | null>(null);

  // Columns follow the list's width; the rows start where the list starts on the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      setColumns(columnsFor(list.getBoundingClientRect().width));
      setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(cards.length / columns);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedIndex.current === null) return rows;
      const focused = Math.floor(focusedIndex.current / columns);
      if (focused >= range.count || rows.includes(focused)) return rows;
      return [...rows, focused].sort((a, b) => a - b);
    },
    [columns],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => CARD_HEIGHT + styles.GRID_GAP,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    rangeExtractor,
    // Before the first measure (and in a test without layout): a screenful of rows.
    initialRect: { width: 0, height: 800 },
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="listitem"]');
    focusedIndex.current = item ? Number(item.getAttribute('aria-posinset')) - 1 : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      focusedIndex.current = null;
    }
  };

  // Each of `columns` cards takes an equal share of the width, less the gaps between them.
  const share = `(100% - ${(columns - 1) * styles.GRID_GAP}px) / ${columns}`;
  const accessBusy = accessingId !== null;
  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize() }}
      data-columns={columns}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().flatMap((row) =>
        cards.slice(row.index * columns, (row.index + 1) * columns).map((card, column) => (
          <div
            key={card.id}
            role="listitem"
            className={styles.item}
            aria-setsize={cards.length}
            aria-posinset={row.index * columns + column + 1}
            style={{
              width: `calc(${share})`,
              height: CARD_HEIGHT,
              left: `calc(${column} * (${share} + ${styles.GRID_GAP}px))`,
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            <CompanyCard
              card={card}
              accessing={card.id === accessingId}
              accessBusy={accessBusy}
              {...cardProps}
            />
          </div>
        )),
      )}
    </div>
  );
}
