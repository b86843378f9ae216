import {
  TASKS_LOAD_FAILED,
  TASKS_REORDER_FAILED,
  TASK_CREATED,
  TASK_CREATE_FAILED,
  TASK_DELETED,
  TASK_DELETE_FAILED,
  TASK_DUE_DATE_INVALID,
  TASK_PEOPLE_LOAD_FAILED,
  TASK_TITLE_REQUIRED,
  TASK_UPDATED,
  TASK_UPDATE_FAILED,
} from '../messages';

/** The error catalogue in docs/product.md: every text the board shows, as toasts (3 s) or in the new-task dialog. */
export const taskBoardMessages = {
  created: TASK_CREATED,
  updated: TASK_UPDATED,
  deleted: TASK_DELETED,
  loadFailed: TASKS_LOAD_FAILED,
  reorderFailed: TASKS_REORDER_FAILED,
  updateFailed: TASK_UPDATE_FAILED,
  createFailed: TASK_CREATE_FAILED,
  deleteFailed: TASK_DELETE_FAILED,
  titleRequired: TASK_TITLE_REQUIRED,
  dueDateInvalid: TASK_DUE_DATE_INVALID,
  peopleLoadFailed: TASK_PEOPLE_LOAD_FAILED,
} as const;
