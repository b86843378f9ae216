import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import * as styles from './Tabs.css';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  tabs: readonly TabItem[];
  /** Controlled selection; omit to let Tabs keep it (starting at `defaultSelectedId` or the first). */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  'aria-label': string;
};

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ tabs, selectedId, defaultSelectedId, onSelect, ...rest }: TabsProps) {
  const baseId = useId();
  const [selectedState, setSelectedState] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? selectedState;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setSelectedState(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    select(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  const active = tabs.find((tab) => tab.id === current) ?? tabs[0];

  return (
    <div>
      <div role="tablist" aria-label={rest['aria-label']} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className={styles.panel}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
