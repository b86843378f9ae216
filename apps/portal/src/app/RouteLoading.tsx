import { ProgressBar } from '@portal/ui';
import { useLoadingProgress } from '../containers/useLoadingProgress';

/**
 * A page of a shell that is not there yet (its token is still being checked, or its code is still
 * on the way): the shell stays, and the top loading bar runs as it does for the task board.
 */
export function RouteLoading() {
  const progress = useLoadingProgress(true);
  return (
    <ProgressBar visible={progress.visible} value={progress.value} label="Carregando página" />
  );
}
