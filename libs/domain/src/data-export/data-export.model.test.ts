import { afterAll, describe, expect } from 'vitest';
import { dataExportMachine, type DataExportContext } from './data-export.machine';
import { replayPath, stateChecks, testModel } from '../testing/model-testing';
import { TOAST_MS } from '../toast/toast-region';

const file = { file: 'bytes', fileName: 'meus-dados-ana-2026-11-20.zip' };

const events = [
  { type: 'export.start' },
  { type: 'message.dismiss' },
  { type: 'xstate.done.actor.exportData', output: file },
  { type: 'xstate.error.actor.exportData', error: { message: 'Recusado.' } },
  { type: 'xstate.error.actor.exportData', error: new TypeError('Failed to fetch') },
  { type: 'after.messageDelay' },
];

const DEFAULT_TEXT = {
  company: 'Não foi possível exportar os dados da empresa. Por favor, tente novamente.',
  personal: 'Não foi possível baixar seus dados. Por favor, tente novamente.',
} as const;

type State = { context: DataExportContext };

const { ran, check } = stateChecks();

describe('data export model', () => {
  for (const subject of ['company', 'personal'] as const) {
    describe(subject, () => {
      testModel(
        dataExportMachine,
        {
          traversal: { events },
          input: { subject },
          actorNames: ['exportData'],
          actionNames: ['saveFile'],
          delays: { messageDelay: TOAST_MS },
        },
        async (h, path) => {
          await replayPath(path, h, {
            idle: check(`${subject} idle`, () => {
              expect(h.actor.getSnapshot().context.error).toBeNull();
            }),
            exporting: check(`${subject} exporting`, () => {
              expect(h.actor.getSnapshot().context.error).toBeNull();
            }),
            done: check(`${subject} done`, () => {
              expect(h.actions.saveFile.mock.calls.at(-1)?.[1]).toEqual(file);
            }),
            failure: check(`${subject} failure`, () => {
              const { error } = (h.actor.getSnapshot() as unknown as State).context;
              expect([DEFAULT_TEXT[subject], 'Recusado.']).toContain(error);
            }),
          });
        },
      );
    });
  }

  afterAll(() => {
    for (const subject of ['company', 'personal'])
      for (const state of ['idle', 'exporting', 'done', 'failure'])
        expect(ran.has(`${subject} ${state}`), `${subject} ${state}`).toBe(true);
  });
});
