import { useEffect, useId } from 'react';
import type { KeyboardEvent } from 'react';
import type { SearchPieces, SearchResultKind, SearchView } from '@portal/domain';
import { Dialog } from '../Dialog/Dialog';
import * as fieldStyles from '../Field/Field.css';
import { ErrorBox } from '../ErrorBox/ErrorBox';
import { Icon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './GlobalSearch.css';

export const globalSearchTexts = {
  trigger: 'Buscar…',
  dialogTitle: 'Buscar',
  label: 'Buscar no portal',
  placeholder: 'Reuniões, transcrições, tarefas, documentos…',
  prompt:
    'Digite para buscar em reuniões, transcrições, tarefas, documentos e informações da empresa.',
  searching: 'Buscando…',
  retry: 'Tentar novamente',
  more: 'Há mais resultados deste tipo: refine a busca.',
  groups: {
    meeting: 'Reuniões',
    transcript: 'Transcrições',
    task: 'Tarefas',
    document: 'Documentos',
    company: 'Empresa',
  } satisfies Record<SearchResultKind, string>,
  companies: 'Empresas',
} as const;

export type GlobalSearchViewProps = Pick<
  SearchView,
  'open' | 'scope' | 'query' | 'status' | 'hint' | 'groups' | 'emptyText' | 'error' | 'activeIndex'
>;

export type GlobalSearchProps = GlobalSearchViewProps & {
  onOpen: () => void;
  onClose: () => void;
  onType: (query: string) => void;
  onRetry: () => void;
  onMove: (by: 1 | -1) => void;
  /** A click names its result; Enter chooses the active one. */
  onChoose: (index?: number) => void;
};

/** The search's view props from the machine's view. */
export const globalSearchViewProps = (view: SearchView): GlobalSearchViewProps => view;

/** Text with the found words as <mark>: plain pieces only, never markup. */
export function Highlighted({ pieces }: { pieces: SearchPieces }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.hit ? (
          <mark key={i} className={styles.hit}>
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's search: a box that opens a dialog (also with Ctrl+K or ⌘K anywhere), results
 * grouped by kind with the found words marked; arrows move, Enter opens, Esc closes.
 */
export function GlobalSearch(props: GlobalSearchProps) {
  const { open, scope, query, status, hint, groups, emptyText, error, activeIndex } = props;
  const { onOpen, onClose, onType, onRetry, onMove, onChoose } = props;
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpen]);

  useEffect(() => {
    if (activeIndex === null) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onChoose();
    }
  };

  const hasResults = status === 'ready' && groups.length > 0;
  const groupLabel = (kind: SearchResultKind) =>
    kind === 'company' && scope === 'companies'
      ? globalSearchTexts.companies
      : globalSearchTexts.groups[kind];

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Icon name="search" size={16} />
        <span className={styles.triggerLabel}>{globalSearchTexts.trigger}</span>
        <kbd className={styles.shortcut}>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      <Dialog open={open} onClose={onClose} title={globalSearchTexts.dialogTitle} fullWidthOnPhone>
        <div className={styles.box} data-search-status={status}>
          <div className={fieldStyles.inputWrap}>
            <span className={fieldStyles.leading}>
              <Icon name="search" size={16} />
            </span>
            <input
              data-autofocus
              type="text"
              role="combobox"
              aria-label={globalSearchTexts.label}
              aria-expanded={hasResults}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex === null ? undefined : optionId(activeIndex)}
              autoComplete="off"
              spellCheck={false}
              placeholder={globalSearchTexts.placeholder}
              className={[fieldStyles.control, fieldStyles.input, fieldStyles.withLeading].join(
                ' ',
              )}
              value={query}
              onChange={(event) => onType(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <div aria-live="polite" className={styles.status}>
            {status === 'idle' && (hint ?? globalSearchTexts.prompt)}
            {status === 'loading' && <Spinner size="sm" label={globalSearchTexts.searching} />}
            {status === 'ready' && emptyText}
          </div>
          {status === 'failure' && error && (
            <ErrorBox onRetry={onRetry} retryLabel={globalSearchTexts.retry}>
              {error}
            </ErrorBox>
          )}
          <div
            id={listId}
            role="listbox"
            aria-label={globalSearchTexts.label}
            className={styles.listbox}
          >
            {hasResults &&
              groups.map((group) => {
                const headingId = `${listId}-${group.kind}`;
                return (
                  <div key={group.kind} role="group" aria-labelledby={headingId}>
                    {/* Not a heading: a listbox's group holds options only. */}
                    <div role="presentation" id={headingId} className={styles.groupHeading}>
                      {groupLabel(group.kind)}
                    </div>
                    {group.results.map((result) => (
                      <div
                        key={result.index}
                        id={optionId(result.index)}
                        role="option"
                        aria-selected={result.active}
                        data-kind={result.kind}
                        className={styles.option}
                        onClick={() => onChoose(result.index)}
                      >
                        <span className={styles.optionTitle}>
                          <Highlighted pieces={result.title} />
                        </span>
                        {result.snippet.length > 0 && (
                          <span className={styles.optionSnippet}>
                            <Highlighted pieces={result.snippet} />
                          </span>
                        )}
                        {result.details.length > 0 && (
                          <span className={styles.optionDetails}>{result.details.join(' · ')}</span>
                        )}
                      </div>
                    ))}
                    {group.more && <p className={styles.more}>{globalSearchTexts.more}</p>}
                  </div>
                );
              })}
          </div>
        </div>
      </Dialog>
    </>
  );
}
