import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ACCESS_CODE_TAKEN,
  ACCESS_UPDATED,
  ADMIN_BUSINESS_NAME_REQUIRED,
  BUSINESS_DELETED,
  BUSINESS_DELETE_FAILED,
  BUSINESS_EDIT_FAILED,
  BUSINESS_NOT_FOUND,
  BUSINESS_UPDATED,
  MEETING_IMPORTED,
  TASK_TITLE_REQUIRED,
  TRANSCRIPT_FORMAT_INVALID,
  TRANSCRIPT_REQUIRED,
  TRANSCRIPT_TOO_LARGE,
} from '../messages';
import { MAX_TRANSCRIPT_BYTES } from '../validation/limits';
import type { SetAccessInput, SetAccessOutput } from './business-access';
import type { BusinessRecord } from './business-form';
import type { LoadPeopleOutput } from './business-form-people';
import { businessDetailMachine } from './business-detail.machine';
import type {
  BusinessDetailInput,
  DeleteBusinessInput,
  SaveBusinessInput,
} from './business-detail.types';
import { selectBusinessDetailView } from './business-detail-view';
import type { ImportMeetingInput } from './meeting-import';
import {
  anaPerson as ana,
  auroraBusiness as aurora,
  biaPerson as bia,
} from '../testing/business-modals.fixtures';
import { TOAST_MS } from '../toast/toast-region';

type Fakes = {
  loadBusiness?: () => Promise<BusinessRecord>;
  saveBusiness?: (input: SaveBusinessInput) => Promise<BusinessRecord>;
  deleteBusiness?: () => Promise<unknown>;
  setAccess?: (input: SetAccessInput) => Promise<SetAccessOutput>;
  importMeeting?: (input: ImportMeetingInput) => Promise<unknown>;
};

function start(input: Partial<BusinessDetailInput> = {}, fakes: Fakes = {}) {
  const calls = {
    save: [] as SaveBusinessInput[],
    access: [] as SetAccessInput[],
    imported: [] as ImportMeetingInput[],
    deleted: [] as DeleteBusinessInput[],
  };
  const closeDetail = vi.fn();
  const notifyChanged = vi.fn();
  const copyText = vi.fn();
  const actor = createActor(
    businessDetailMachine.provide({
      actors: {
        loadBusiness: fromPromise(fakes.loadBusiness ?? (async () => aurora)),
        loadPeople: fromPromise<LoadPeopleOutput, void>(async () => [ana, bia]),
        saveBusiness: fromPromise<BusinessRecord, SaveBusinessInput>(async ({ input: sent }) => {
          calls.save.push(sent);
          return (fakes.saveBusiness ?? (async () => ({ ...aurora, name: sent.submission.name })))(
            sent,
          );
        }),
        deleteBusiness: fromPromise<unknown, DeleteBusinessInput>(async ({ input: sent }) => {
          calls.deleted.push(sent);
          return (fakes.deleteBusiness ?? (async () => true))();
        }),
        setAccess: fromPromise<SetAccessOutput, SetAccessInput>(async ({ input: sent }) => {
          calls.access.push(sent);
          return (
            fakes.setAccess ??
            (async () => ({ access_code: 'AURORA26', password: 'Xk4-pr9w-Q2mz' }))
          )(sent);
        }),
        importMeeting: fromPromise<unknown, ImportMeetingInput>(async ({ input: sent }) => {
          calls.imported.push(sent);
          return (fakes.importMeeting ?? (async () => true))(sent);
        }),
      },
      actions: { closeDetail, notifyChanged, copyText: (_, params) => copyText(params) },
    }),
    { input: { businessId: 'b1', canManage: true, ...input } },
  ).start();
  const view = () => selectBusinessDetailView(actor.getSnapshot());
  return { actor, view, calls, closeDetail, notifyChanged, copyText };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the company detail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the company and its manager', async () => {
    const { view } = start();
    expect(view().status).toBe('loading');
    await settle();
    expect(view()).toMatchObject({
      status: 'viewing',
      tab: 'overview',
      business: aurora,
      manager: ana,
    });
  });

  it('says when the company is gone, and tries again', async () => {
    let calls = 0;
    const { actor, view } = start(
      {},
      {
        loadBusiness: () =>
          ++calls === 1 ? Promise.reject({ message: BUSINESS_NOT_FOUND }) : Promise.resolve(aurora),
      },
    );
    await settle();
    expect(view()).toMatchObject({ status: 'failure', loadError: BUSINESS_NOT_FOUND });
    actor.send({ type: 'load.retry' });
    await settle();
    expect(view().status).toBe('viewing');
  });

  it('lets the council read only: no edit, login, import or delete', async () => {
    const { actor, view } = start({ canManage: false });
    await settle();
    for (const type of ['edit.start', 'delete.ask'] as const) actor.send({ type });
    actor.send({ type: 'tab.select', tab: 'access' });
    actor.send({ type: 'tab.select', tab: 'import' });
    expect(view()).toMatchObject({ status: 'viewing', tab: 'overview', canManage: false });
    expect(view().deleteDialog.open).toBe(false);
  });

  it('opens straight in edit mode from the card menu', async () => {
    const { view } = start({ startEditing: true });
    await settle();
    expect(view().status).toBe('editing');
    expect(view().form?.people.status).toBe('ready');
  });
});

describe('edit mode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the draft with the people and the logo, then shows the company as saved', async () => {
    const { actor, view, calls, notifyChanged } = start();
    await settle();
    actor.send({ type: 'edit.start' });
    await settle();
    expect(view().form?.draft.fields.name).toBe('Padaria Aurora');
    actor.send({ type: 'field.change', field: 'name', value: 'Padaria Aurora Ltda' });
    actor.send({ type: 'person.add', person: bia });
    actor.send({ type: 'manager.select', personId: bia.id });
    actor.send({ type: 'question.remove', index: 0 });
    const logo = { size: 10, type: 'image/png' };
    actor.send({ type: 'logo.select', file: logo });
    actor.send({ type: 'form.submit' });
    expect(view().isBusy).toBe(true);
    await settle();
    expect(calls.save[0]).toMatchObject({
      businessId: 'b1',
      logo,
      submission: {
        name: 'Padaria Aurora Ltda',
        managed_by: 'u2',
        users: ['u1', 'u2'],
        custom_questions: [],
      },
    });
    expect(view()).toMatchObject({
      status: 'viewing',
      form: null,
      toast: { tone: 'success', text: BUSINESS_UPDATED },
    });
    expect(view().business?.name).toBe('Padaria Aurora Ltda');
    expect(notifyChanged).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(view().toast).toBeNull();
  });

  it('refuses a blank name, keeps the draft on a failed save, and discards it on cancel', async () => {
    const { actor, view } = start({}, { saveBusiness: () => Promise.reject(new Error('x')) });
    await settle();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'name', value: ' ' });
    actor.send({ type: 'form.submit' });
    expect(view().form?.errors.name).toBe(ADMIN_BUSINESS_NAME_REQUIRED);
    actor.send({ type: 'field.change', field: 'name', value: 'Outro nome' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'editing', saveError: BUSINESS_EDIT_FAILED });
    expect(view().form?.draft.fields.name).toBe('Outro nome');
    actor.send({ type: 'edit.cancel' });
    expect(view()).toMatchObject({ status: 'viewing', form: null, saveError: null });
    expect(view().business?.name).toBe('Padaria Aurora');
  });
});

describe("the business account's login", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sets a code and a generated password, shown once with a copy button', async () => {
    const { actor, view, calls, copyText } = start();
    await settle();
    actor.send({ type: 'tab.select', tab: 'access' });
    expect(view().access.currentCode).toBe('AURORA');
    actor.send({ type: 'access.change', field: 'accessCode', value: 'aurora26' });
    actor.send({ type: 'access.mode', mode: 'generate' });
    actor.send({ type: 'access.submit' });
    expect(view().access.saving).toBe(true);
    actor.send({ type: 'detail.close' });
    await settle();
    expect(calls.access).toEqual([
      { businessId: 'b1', accessCode: 'aurora26', generatePassword: true },
    ]);
    expect(view().access).toMatchObject({
      currentCode: 'AURORA26',
      generatedPassword: 'Xk4-pr9w-Q2mz',
      values: { accessCode: '', passwordMode: 'keep' },
    });
    expect(view().toast?.text).toBe(ACCESS_UPDATED);
    actor.send({ type: 'password.copy' });
    expect(copyText).toHaveBeenCalledWith({ text: 'Xk4-pr9w-Q2mz' });
    expect(view().access.passwordCopied).toBe(true);
    // Leaving the section forgets it.
    actor.send({ type: 'tab.select', tab: 'overview' });
    actor.send({ type: 'tab.select', tab: 'access' });
    expect(view().access.generatedPassword).toBeNull();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { actor, view } = start(
      {},
      { setAccess: () => Promise.reject({ message: ACCESS_CODE_TAKEN }) },
    );
    await settle();
    actor.send({ type: 'tab.select', tab: 'access' });
    actor.send({ type: 'access.change', field: 'accessCode', value: 'OUTRA' });
    actor.send({ type: 'access.submit' });
    await settle();
    expect(view().access).toMatchObject({
      error: ACCESS_CODE_TAKEN,
      values: { accessCode: 'OUTRA' },
    });
  });
});

describe('deleting the company', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the name typed, then erases, closes the dialog and says so for 3 s', async () => {
    const { actor, view, calls, closeDetail, notifyChanged } = start();
    await settle();
    actor.send({ type: 'delete.ask' });
    expect(view().deleteDialog).toEqual({
      open: true,
      deleting: false,
      error: null,
      name: '',
      canConfirm: false,
      people: aurora.access_users,
    });
    actor.send({ type: 'delete.cancel' });
    expect(view().deleteDialog.open).toBe(false);
    actor.send({ type: 'delete.ask' });
    // Nothing goes before the name is the company's, exactly (case included).
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'delete.name', value: aurora.name.toUpperCase() });
    actor.send({ type: 'delete.confirm' });
    expect(view().deleteDialog).toMatchObject({ deleting: false, canConfirm: false });
    actor.send({ type: 'delete.name', value: ` ${aurora.name} ` });
    expect(view().deleteDialog.canConfirm).toBe(true);
    actor.send({ type: 'delete.confirm' });
    expect(view().deleteDialog.deleting).toBe(true);
    await settle();
    expect(calls.deleted).toEqual([{ businessId: 'b1', name: aurora.name }]);
    expect(view()).toMatchObject({
      open: false,
      toast: { tone: 'success', text: BUSINESS_DELETED },
    });
    expect(notifyChanged).toHaveBeenCalled();
    expect(closeDetail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(closeDetail).toHaveBeenCalledTimes(1);
  });

  it('starts each confirmation with the name empty', async () => {
    const { actor, view } = start();
    await settle();
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.name', value: aurora.name });
    actor.send({ type: 'delete.cancel' });
    actor.send({ type: 'delete.ask' });
    expect(view().deleteDialog).toMatchObject({ name: '', canConfirm: false });
  });

  it('from the card menu shows the confirmation alone, and cancelling it closes the modal', async () => {
    const { actor, view, closeDetail } = start({ startDeleting: true });
    await settle();
    expect(view()).toMatchObject({ open: false, deleteDialog: { open: true } });
    actor.send({ type: 'delete.cancel' });
    expect(closeDetail).toHaveBeenCalledTimes(1);
  });

  it('stays on the confirmation with the failure, the name kept', async () => {
    const { actor, view } = start({}, { deleteBusiness: () => Promise.reject(new Error('x')) });
    await settle();
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.name', value: aurora.name });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(view().deleteDialog).toMatchObject({
      open: true,
      deleting: false,
      error: BUSINESS_DELETE_FAILED,
      name: aurora.name,
      canConfirm: true,
    });
  });
});

describe('importing a meeting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a wrong extension or a file over 2 MB at once, before sending', async () => {
    const { actor, view, calls } = start();
    await settle();
    actor.send({ type: 'tab.select', tab: 'import' });
    actor.send({ type: 'import.file', file: { name: 'ata.docx', size: 100 } });
    expect(view().meetingImport).toMatchObject({
      fileName: 'ata.docx',
      hasFile: false,
      errors: { file: TRANSCRIPT_FORMAT_INVALID },
    });
    actor.send({ type: 'import.file', file: { name: 'ata.vtt', size: MAX_TRANSCRIPT_BYTES + 1 } });
    expect(view().meetingImport.errors.file).toBe(TRANSCRIPT_TOO_LARGE);
    actor.send({ type: 'import.change', field: 'title', value: 'Kickoff' });
    actor.send({ type: 'import.change', field: 'date', value: '2026-11-20T14:00' });
    actor.send({ type: 'import.submit' });
    expect(calls.imported).toEqual([]);
    expect(view().meetingImport.errors.file).toBe(TRANSCRIPT_TOO_LARGE);
  });

  it('sends title, date, file, format and tasks, then empties the form', async () => {
    const { actor, view, calls } = start();
    await settle();
    actor.send({ type: 'tab.select', tab: 'import' });
    actor.send({ type: 'import.submit' });
    expect(view().meetingImport.errors.file).toBe(TRANSCRIPT_REQUIRED);
    const file = { name: 'kickoff.SRT', size: 2048 };
    actor.send({ type: 'import.file', file });
    actor.send({ type: 'import.change', field: 'title', value: ' Kickoff ' });
    actor.send({ type: 'import.change', field: 'date', value: '2026-11-20T14:00' });
    // Two rows: the first left blank is refused, the second given to Ana with a due date.
    actor.send({ type: 'import.task.add' });
    actor.send({ type: 'import.task.add' });
    expect(view().meetingImport.owners).toEqual([{ id: ana.id, name: ana.name }]);
    actor.send({
      type: 'import.task.change',
      index: 1,
      patch: { title: 'Rever preços', ownerId: ana.id, dueDate: '2026-12-15' },
    });
    actor.send({ type: 'import.submit' });
    expect(view().meetingImport.taskErrors).toEqual([{ title: TASK_TITLE_REQUIRED }, {}]);
    expect(calls.imported).toEqual([]);
    actor.send({ type: 'import.task.remove', index: 0 });
    actor.send({ type: 'import.submit' });
    expect(view().meetingImport.sending).toBe(true);
    await settle();
    expect(calls.imported).toEqual([
      {
        businessId: 'b1',
        title: 'Kickoff',
        date: '2026-11-20T14:00',
        file,
        format: 'srt',
        tasks: [{ title: 'Rever preços', owner: ana.email, due_date: '2026-12-15' }],
      },
    ]);
    expect(view().meetingImport).toMatchObject({
      values: { title: '', date: '', tasks: [] },
      fileName: null,
      errors: {},
    });
    expect(view().toast?.text).toBe(MEETING_IMPORTED);
  });

  it("shows the server's parser refusal as returned", async () => {
    const refusal = { message: 'Linha 3: marcação de tempo inválida' };
    const { actor, view } = start({}, { importMeeting: () => Promise.reject(refusal) });
    await settle();
    actor.send({ type: 'tab.select', tab: 'import' });
    actor.send({ type: 'import.file', file: { name: 'a.vtt', size: 10 } });
    actor.send({ type: 'import.change', field: 'title', value: 'Kickoff' });
    actor.send({ type: 'import.change', field: 'date', value: '2026-11-20T14:00' });
    actor.send({ type: 'import.submit' });
    await settle();
    expect(view().meetingImport).toMatchObject({
      error: refusal.message,
      values: { title: 'Kickoff' },
      hasFile: true,
    });
  });
});
