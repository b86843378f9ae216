// One status vocabulary for every machine view and every screen's `status` prop. A screen's
// stories show each value; a machine's `select…View` returns exactly one of them.

/**
 * Something the screen loads: on its way, there, or failed (its text beside it). `notFound`
 * only where one item is asked for by id (a meeting).
 */
export const LOAD_STATUSES = ['loading', 'ready', 'failure'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];
export const ITEM_STATUSES = [...LOAD_STATUSES, 'notFound'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * A record the person may edit in place (the company, the profile): loaded like any data, then
 * read (`viewing`), changed in a draft (`editing`), or sent (`saving`).
 */
export const RECORD_STATUSES = ['loading', 'failure', 'viewing', 'editing', 'saving'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * A form that sends something new (login, registration, a new password, a password change): being
 * filled in, sent and waiting for the answer, or accepted (`done`, where the screen says so before
 * moving on). A screen whose form never shows `done` takes `Exclude<FormStatus, 'done'>`.
 */
export const FORM_STATUSES = ['editing', 'submitting', 'done'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
