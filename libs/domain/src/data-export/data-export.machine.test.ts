import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  dataExportMachine,
  selectDataExportView,
  type DataExportSubject,
  type ExportedFile,
} from './data-export.machine';

const file: ExportedFile = { file: 'bytes', fileName: 'padaria-dados-2026-11-20.zip' };

function start(subject: DataExportSubject, exportData: () => Promise<ExportedFile>) {
  const saved: ExportedFile[] = [];
  let calls = 0;
  const actor = createActor(
    dataExportMachine.provide({
      actors: {
        exportData: fromPromise<ExportedFile, void>(() => {
          calls++;
          return exportData();
        }),
      },
      actions: { saveFile: (_, params) => void saved.push(params) },
    }),
    { input: { subject } },
  );
  actor.start();
  return {
    actor,
    saved,
    calls: () => calls,
    view: () => selectDataExportView(actor.getSnapshot()),
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('data export', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('asks once per press, saves the file under its name, says so for 3 s', async () => {
    const { actor, saved, calls, view } = start('company', async () => file);
    expect(view()).toEqual({ status: 'idle', message: null });
    actor.send({ type: 'export.start' });
    expect(view()).toEqual({ status: 'exporting', message: null });
    // A second press while the file is on its way asks nothing more.
    actor.send({ type: 'export.start' });
    await settle();
    expect(calls()).toBe(1);
    expect(saved).toEqual([file]);
    expect(view()).toEqual({
      status: 'done',
      message: 'Download concluído: o arquivo está na sua pasta de downloads.',
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(view()).toEqual({ status: 'idle', message: null });
  });

  it("shows the server's refusal, and each subject's own text for any other failure", async () => {
    const refused = start('company', () => Promise.reject({ message: 'Acesso negado.' }));
    refused.actor.send({ type: 'export.start' });
    await settle();
    expect(refused.view()).toEqual({ status: 'failure', message: 'Acesso negado.' });

    const company = start('company', () => Promise.reject(new TypeError('Failed to fetch')));
    company.actor.send({ type: 'export.start' });
    await settle();
    expect(company.view().message).toBe(
      'Não foi possível exportar os dados da empresa. Por favor, tente novamente.',
    );

    const personal = start('personal', () => Promise.reject(new TypeError('Failed to fetch')));
    personal.actor.send({ type: 'export.start' });
    await settle();
    expect(personal.view().message).toBe(
      'Não foi possível baixar seus dados. Por favor, tente novamente.',
    );
    expect(personal.saved).toEqual([]);
  });

  it('keeps a failure until the next press, which tries again', async () => {
    let fail = true;
    const { actor, saved, calls, view } = start('personal', async () => {
      if (fail) throw { message: 'Falhou.' };
      return file;
    });
    actor.send({ type: 'export.start' });
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view()).toEqual({ status: 'failure', message: 'Falhou.' });
    fail = false;
    actor.send({ type: 'export.start' });
    expect(view()).toEqual({ status: 'exporting', message: null });
    await settle();
    expect(calls()).toBe(2);
    expect(saved).toEqual([file]);
  });

  it('lets either message be dismissed at once', async () => {
    const { actor, view } = start('company', async () => file);
    actor.send({ type: 'export.start' });
    await settle();
    actor.send({ type: 'message.dismiss' });
    expect(view()).toEqual({ status: 'idle', message: null });

    const failed = start('company', () => Promise.reject({ message: 'Falhou.' }));
    failed.actor.send({ type: 'export.start' });
    await settle();
    failed.actor.send({ type: 'message.dismiss' });
    expect(failed.view()).toEqual({ status: 'idle', message: null });
    expect(failed.actor.getSnapshot().context.error).toBeNull();
  });
});
