import { useId } from 'react';
import { TASK_STATUS_LABELS, type ActionPlanItem } from '@portal/domain';
import { Icon } from '../../../components/Icon/Icon';
import { TaskOwnerDue } from '../../../components/TaskOwnerDue/TaskOwnerDue';
import * as styles from '../MeetingDetail.css';

export const actionPlanTexts = {
  title: 'Plano de ação',
  intro: 'As tarefas desta reunião como estão agora no quadro.',
  gone: 'As tarefas desta reunião foram excluídas do quadro.',
} as const;

/**
 * 'Plano de ação': what became of the tasks the meeting put on the board (their column, owner
 * and due date now), so the next meeting starts from what was promised.
 */
export function ActionPlan({ plan, now }: { plan: readonly ActionPlanItem[]; now?: Date }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {actionPlanTexts.title}
      </h2>
      {plan.length === 0 ? (
        <p className={styles.muted}>{actionPlanTexts.gone}</p>
      ) : (
        <>
          <p className={styles.muted}>{actionPlanTexts.intro}</p>
          <ul className={styles.taskList}>
            {plan.map((task) => (
              <li key={task.id} className={styles.taskItem}>
                <Icon
                  name={task.status === 'done' ? 'check' : 'tasks'}
                  size={16}
                  className={styles.taskIcon}
                />
                <span className={styles.taskText}>
                  <span className={styles.taskTitle}>{task.title}</span>
                  <span className={styles.taskDescription}>
                    Status: {TASK_STATUS_LABELS[task.status]}
                  </span>
                  <TaskOwnerDue
                    ownerName={task.owner_name}
                    dueDate={task.due_date}
                    status={task.status}
                    now={now}
                  />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
