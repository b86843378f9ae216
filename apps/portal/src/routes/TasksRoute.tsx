import { TaskBoard } from '@portal/ui';
import { useTaskBoard } from '../containers/useTaskBoard';

export function TasksRoute() {
  return <TaskBoard {...useTaskBoard()} />;
}
