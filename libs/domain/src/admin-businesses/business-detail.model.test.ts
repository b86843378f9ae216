import { describe, expect, it } from 'vitest';
import {
  ACCESS_UPDATED,
  ACCESS_UPDATE_FAILED,
  ADMIN_LOAD_FAILED,
  BUSINESS_DELETED,
  BUSINESS_DELETE_FAILED,
  BUSINESS_EDIT_FAILED,
  BUSINESS_UPDATED,
  MEETING_IMPORTED,
  MEETING_IMPORT_FAILED,
  TASK_TITLE_REQUIRED,
  TRANSCRIPT_FORMAT_INVALID,
} from '../messages';
import { replayPath, testModel } from '../testing/model-testing';
import { toSetAccessInput } from './business-access';
import { toBusinessSubmission, type BusinessRecord } from './business-form';
import { businessDetailMachine, type BusinessDetailSnapshot } from './business-detail.machine';
import type { BusinessDetailContext } from './business-detail.types';
import { selectBusinessDetailView } from './business-detail-view';
import { anaPerson as ana, auroraBusiness } from '../testing/business-modals.fixtures';
import { TOAST_MS } from '../toast/toast-region';

// The bakery with no knowledge base nor questions: what edit mode starts from matters little.
const aurora: BusinessRecord = { ...auroraBusiness, knowledge_base: null, custom_questions: [] };
const renamed: BusinessRecord = { ...aurora, name: 'Aurora Pães' };
const refusal = { message: 'Recusado pelo servidor.' };
const offline = new Error('offline');
const vtt = { name: 'kickoff.vtt', size: 2048 };
const docx = { name: 'ata.docx', size: 2048 };
const task = { title: 'Rever preços', ownerId: ana.id, dueDate: '2026-12-15' };

const loaded = [{ type: 'xstate.done.actor.loadBusiness', output: aurora }];
const toastEnds = [{ type: 'after.toastDelay' }];

// Four sides of one detail, each walked on its own (their states never depend on each other):
// reading and editing, the business account's login, deleting, and the meeting import.
const sides = {
  edit: [
    ...loaded,
    { type: 'xstate.error.actor.loadBusiness', error: offline },
    { type: 'load.retry' },
    { type: 'edit.start' },
    { type: 'xstate.done.actor.loadPeople', output: [ana] },
    { type: 'xstate.error.actor.loadPeople', error: offline },
    { type: 'people.retry' },
    { type: 'field.change', field: 'name', value: '' },
    { type: 'field.change', field: 'name', value: 'Aurora Pães' },
    { type: 'form.submit' },
    { type: 'edit.cancel' },
    { type: 'xstate.done.actor.saveBusiness', output: renamed },
    { type: 'xstate.error.actor.saveBusiness', error: refusal },
    { type: 'xstate.error.actor.saveBusiness', error: offline },
    ...toastEnds,
  ],
  access: [
    ...loaded,
    { type: 'tab.select', tab: 'access' },
    { type: 'tab.select', tab: 'overview' },
    { type: 'access.mode', mode: 'generate' },
    { type: 'access.submit' },
    { type: 'password.copy' },
    {
      type: 'xstate.done.actor.setAccess',
      output: { access_code: 'AURORA', password: 'Gerada-123' },
    },
    { type: 'xstate.error.actor.setAccess', error: refusal },
    { type: 'xstate.error.actor.setAccess', error: offline },
    ...toastEnds,
  ],
  delete: [
    ...loaded,
    { type: 'delete.ask' },
    { type: 'delete.cancel' },
    { type: 'delete.name', value: 'aurora' },
    { type: 'delete.name', value: aurora.name },
    { type: 'delete.confirm' },
    { type: 'xstate.done.actor.deleteBusiness', output: true },
    { type: 'xstate.error.actor.deleteBusiness', error: offline },
    { type: 'detail.close' },
    ...toastEnds,
  ],
  import: [
    ...loaded,
    { type: 'tab.select', tab: 'import' },
    { type: 'import.file', file: docx },
    { type: 'import.file', file: vtt },
    { type: 'import.change', field: 'title', value: 'Kickoff' },
    { type: 'import.change', field: 'date', value: '2026-11-20T14:00' },
    { type: 'import.task.add' },
    { type: 'import.task.change', index: 0, patch: task },
    { type: 'import.task.remove', index: 0 },
    { type: 'import.submit' },
    { type: 'xstate.done.actor.importMeeting', output: true },
    { type: 'xstate.error.actor.importMeeting', error: refusal },
    ...toastEnds,
  ],
};

type Ctx = BusinessDetailContext;
type ModelEvent = {
  type: string;
  output?: unknown;
  error?: unknown;
  field?: string;
  value?: string;
  file?: unknown;
  index?: number;
  patch?: unknown;
};
type ModelState = { value: { detail: unknown }; context: Ctx };

const detailIs = (snapshot: ModelState, state: string) =>
  JSON.stringify(snapshot.value.detail).includes(state);

// One round of each: a name cleared (to see the refusal) then typed, one save of each outcome,
// the file refused before the right one, each import field once, one generated password copied.
function filterEvents(snapshot: ModelState, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  switch (event.type) {
    case 'field.change':
      return event.value === ''
        ? ctx.draft?.fields.name === aurora.name
        : ctx.draft?.fields.name === '';
    case 'edit.start':
      return ctx.business?.name === aurora.name;
    case 'form.submit':
      return (
        detailIs(snapshot, 'editing') && (ctx.draft?.fields.name === '' ? !ctx.showErrors : true)
      );
    case 'tab.select':
      return !detailIs(snapshot, 'saving') && !detailIs(snapshot, 'sending');
    case 'access.mode':
      return ctx.access.passwordMode === 'keep' && ctx.showAccessErrors;
    case 'access.submit':
      return !ctx.showAccessErrors || ctx.access.passwordMode === 'generate';
    case 'import.file':
      return event.file === docx ? ctx.transcriptName === null : ctx.transcriptError !== null;
    case 'import.change':
      return ctx.meeting[event.field as 'title'] === '' && ctx.showImportErrors;
    // A row added once, left blank for a submit to refuse, then filled; or removed untouched.
    case 'import.task.add':
      return ctx.meeting.tasks.length === 0 && ctx.meeting.title === '';
    case 'import.task.change':
      return ctx.meeting.tasks[0]?.title === '' && ctx.showImportErrors;
    case 'import.task.remove':
      return ctx.meeting.tasks[0]?.title === '' && !ctx.showImportErrors;
    case 'import.submit':
      return !ctx.showImportErrors || ctx.transcript !== null;
    // A wrong name first (the confirm does nothing), then the company's.
    case 'delete.name':
      return event.value === aurora.name ? ctx.deleteName === 'aurora' : ctx.deleteName === '';
    default:
      return true;
  }
}

describe('business detail model', () => {
  testModel(
    businessDetailMachine,
    {
      traversal: Object.values(sides).map((events) => ({
        events,
        filterEvents: (snapshot: ModelState, event: ModelEvent) =>
          events.some((e) => e.type === event.type) && filterEvents(snapshot, event),
      })),
      actorNames: [
        'loadBusiness',
        'loadPeople',
        'saveBusiness',
        'deleteBusiness',
        'setAccess',
        'importMeeting',
      ],
      actionNames: ['closeDetail', 'notifyChanged', 'copyText'],
      delays: { toastDelay: TOAST_MS },
      input: { businessId: 'b1', canManage: true },
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectBusinessDetailView(h.actor.getSnapshot() as BusinessDetailSnapshot);
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event);
        if (event.type === 'xstate.error.actor.saveBusiness') {
          // Nothing typed is lost; the refusal as returned, else the edit failure text.
          expect(ctx().draft).toEqual(before.draft);
          expect(view().saveError).toBe(
            event.error === refusal ? refusal.message : BUSINESS_EDIT_FAILED,
          );
        }
        if (event.type === 'xstate.done.actor.saveBusiness') {
          expect(view()).toMatchObject({ business: renamed, toast: { text: BUSINESS_UPDATED } });
          expect(h.actions.notifyChanged).toHaveBeenCalled();
        }
        if (event.type === 'xstate.error.actor.setAccess') {
          expect(view().access.error).toBe(
            event.error === refusal ? refusal.message : ACCESS_UPDATE_FAILED,
          );
          expect(ctx().access).toEqual(before.access);
        }
        if (event.type === 'password.copy' && before.generatedPassword) {
          expect(h.actions.copyText).toHaveBeenCalled();
        }
        if (event.type === 'xstate.error.actor.importMeeting') {
          expect(view().meetingImport).toMatchObject({
            error: refusal.message,
            values: before.meeting,
          });
        }
        if (event.type === 'detail.close' && !view().isBusy)
          expect(h.actions.closeDetail).toHaveBeenCalled();
        if (event.type === 'detail.close' && before.toast === null && view().isBusy) {
          expect(h.actions.closeDetail).not.toHaveBeenCalled();
        }
      };
      const overview = () =>
        expect(view()).toMatchObject({ status: 'viewing', form: null, open: true });
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          '#businessDetail.detail.loading': () =>
            expect(view()).toMatchObject({ status: 'loading', business: null }),
          '#businessDetail.detail.failure': () =>
            expect(view()).toMatchObject({ status: 'failure', loadError: ADMIN_LOAD_FAILED }),
          '#businessDetail.detail.viewing.overview': () => {
            overview();
            expect(view().tab).toBe('overview');
            expect(view().deleteDialog.open).toBe(false);
          },
          '#businessDetail.detail.viewing.confirmingDelete': () => {
            overview();
            expect(view().deleteDialog).toMatchObject({ open: true, deleting: false });
            expect(view().deleteDialog.canConfirm).toBe(ctx().deleteName === aurora.name);
            if (ctx().deleteError) expect(ctx().deleteError).toBe(BUSINESS_DELETE_FAILED);
          },
          '#businessDetail.detail.viewing.deleting': () => {
            expect(view().deleteDialog).toMatchObject({ open: true, deleting: true, error: null });
            expect(view().isBusy).toBe(true);
            expect(h.actors.inputsOf('deleteBusiness').at(-1)).toEqual({
              businessId: 'b1',
              name: aurora.name,
            });
          },
          '#businessDetail.detail.deleted': () => {
            expect(view().open).toBe(false);
            expect(h.actions.notifyChanged).toHaveBeenCalled();
          },
          '#businessDetail.detail.viewing.access.editing': () => {
            expect(view()).toMatchObject({ tab: 'access', access: { saving: false } });
            if (ctx().generatedPassword) expect(view().access.currentCode).toBe('AURORA');
          },
          '#businessDetail.detail.viewing.access.saving': () => {
            expect(view()).toMatchObject({
              tab: 'access',
              isBusy: true,
              access: { saving: true, error: null },
            });
            expect(h.actors.inputsOf('setAccess').at(-1)).toEqual(
              toSetAccessInput('b1', ctx().access),
            );
          },
          '#businessDetail.detail.viewing.importing.editing': () => {
            expect(view()).toMatchObject({ tab: 'import', meetingImport: { sending: false } });
            if (ctx().transcriptError)
              expect(view().meetingImport.errors.file).toBe(TRANSCRIPT_FORMAT_INVALID);
            // A blank row is refused beside its title, and nothing is sent.
            if (ctx().showImportErrors && ctx().meeting.tasks[0]?.title === '')
              expect(view().meetingImport.taskErrors[0]).toEqual({ title: TASK_TITLE_REQUIRED });
          },
          '#businessDetail.detail.viewing.importing.sending': () => {
            expect(view()).toMatchObject({
              isBusy: true,
              meetingImport: { sending: true, error: null },
            });
            expect(h.actors.inputsOf('importMeeting').at(-1)).toEqual({
              businessId: 'b1',
              title: 'Kickoff',
              date: '2026-11-20T14:00',
              file: vtt,
              format: 'vtt',
              tasks: ctx().meeting.tasks.length
                ? [{ title: 'Rever preços', owner: ana.email, due_date: '2026-12-15' }]
                : [],
            });
          },
          '#businessDetail.detail.editing': () => {
            expect(view().status).toBe('editing');
            expect(view().form).not.toBeNull();
          },
          '#businessDetail.detail.saving': () => {
            expect(view()).toMatchObject({ status: 'saving', isBusy: true, saveError: null });
            expect(h.actors.inputsOf('saveBusiness').at(-1)).toEqual({
              businessId: 'b1',
              submission: toBusinessSubmission(view().form?.draft ?? ({} as never)),
              logo: null,
            });
          },
          '#businessDetail.people.idle': () => expect(ctx().people).toEqual([]),
          '#businessDetail.people.loading': () =>
            expect(h.actors.inputsOf('loadPeople').length).toBeGreaterThan(0),
          '#businessDetail.people.ready': () => expect(ctx().people).toEqual([ana]),
          '#businessDetail.people.failure': () => expect(ctx().peopleError).toBe(ADMIN_LOAD_FAILED),
          '#businessDetail.toast.hidden': () => expect(view().toast).toBeNull(),
          '#businessDetail.toast.shown': () =>
            expect([
              BUSINESS_UPDATED,
              ACCESS_UPDATED,
              BUSINESS_DELETED,
              MEETING_IMPORTED,
            ]).toContain(view().toast?.text),
        },
      );
    },
  );
});

it('names its import failure text', () => {
  expect(MEETING_IMPORT_FAILED).toMatch(/importar a reunião/);
});
