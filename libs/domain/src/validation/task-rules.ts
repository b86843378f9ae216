import { TASK_TITLE_REQUIRED } from '../messages';
import { isBlank } from './rules';

/** docs/product.md, Limits: a task needs a title (blank after trimming counts as none); description optional. */
export function validateTaskTitle(title: string): string | undefined {
  return isBlank(title) ? TASK_TITLE_REQUIRED : undefined;
}
