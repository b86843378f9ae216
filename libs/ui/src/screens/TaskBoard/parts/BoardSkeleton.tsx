import { TASK_STATUSES, TASK_STATUS_LABELS } from '@portal/domain';
import { visuallyHidden } from '../../../theme/utils.css';
import * as boardStyles from '../TaskBoard.css';
import * as columnStyles from './BoardColumn.css';
import * as styles from './BoardSkeleton.css';

/** Placeholder cards per column: a board's usual look, never a count the server gave. */
const PLACEHOLDERS = { 'not-started': 3, 'in-progress': 2, done: 1 } as const;

/**
 * The board while its tasks load: the three columns with their headings and placeholder cards,
 * where the board will be, so nothing jumps when it comes. The columns are not regions (they
 * hold no task yet) and are marked busy; the loading is said once, in a status outside them.
 */
export function BoardSkeleton() {
  return (
    <div>
      <p role="status" className={visuallyHidden}>
        Carregando tarefas...
      </p>
      <div className={boardStyles.columns} aria-busy="true" data-board-skeleton>
        {TASK_STATUSES.map((status) => (
          <div key={status} className={columnStyles.column}>
            <h2 className={columnStyles.columnHeading}>
              <span className={columnStyles.columnTitle}>
                <span className={columnStyles.dot({ status })} aria-hidden="true" />
                <span className={columnStyles.columnLabel}>{TASK_STATUS_LABELS[status]}</span>
              </span>
            </h2>
            <div className={columnStyles.list} aria-hidden="true">
              {Array.from({ length: PLACEHOLDERS[status] }, (_, index) => (
                <div key={index} className={styles.card} data-placeholder-card>
                  <span className={index % 2 ? styles.shortTitleBar : styles.titleBar} />
                  <span className={styles.dateBar} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
