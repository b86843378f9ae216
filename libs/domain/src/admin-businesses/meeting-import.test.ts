import { describe, expect, it } from 'vitest';
import {
  MEETING_IMPORT_DATE_REQUIRED,
  MEETING_TITLE_REQUIRED,
  TASK_DUE_DATE_INVALID,
  TASK_TITLE_REQUIRED,
  TRANSCRIPT_EMPTY,
  TRANSCRIPT_FORMAT_INVALID,
  TRANSCRIPT_REQUIRED,
  TRANSCRIPT_TOO_LARGE,
} from '../messages';
import { MAX_TRANSCRIPT_BYTES } from '../validation/limits';
import { anaPerson as ana, biaPerson as bia } from '../testing/business-modals.fixtures';
import type { BusinessPerson } from './business-form';
import {
  importOwnersOf,
  toImportTasks,
  transcriptFormatOf,
  validateImportTask,
  validateMeetingImport,
  validateTranscriptFile,
} from './meeting-import';

const waiting: BusinessPerson = {
  id: 'u9',
  name: 'Davi Prado',
  email: 'davi@aurora.com.br',
  role: 'waiting',
};

describe('the meeting import', () => {
  it('takes .vtt, .srt and .json files (any case) up to 2 MB, refusing others before sending', () => {
    expect(transcriptFormatOf('reuniao.VTT')).toBe('vtt');
    expect(transcriptFormatOf('ata.srt')).toBe('srt');
    expect(transcriptFormatOf('notas.txt')).toBeNull();
    expect(validateTranscriptFile({ name: 'notas.txt', size: 10 })).toBe(TRANSCRIPT_FORMAT_INVALID);
    expect(validateTranscriptFile({ name: 'a.json', size: 0 })).toBe(TRANSCRIPT_EMPTY);
    expect(validateTranscriptFile({ name: 'a.json', size: MAX_TRANSCRIPT_BYTES + 1 })).toBe(
      TRANSCRIPT_TOO_LARGE,
    );
    expect(validateTranscriptFile({ name: 'a.json', size: MAX_TRANSCRIPT_BYTES })).toBeUndefined();
  });

  it('asks for a title, a date and time, and a file', () => {
    expect(validateMeetingImport({ title: ' ', date: '' }, false, null)).toEqual({
      title: MEETING_TITLE_REQUIRED,
      date: MEETING_IMPORT_DATE_REQUIRED,
      file: TRANSCRIPT_REQUIRED,
    });
    expect(
      validateMeetingImport({ title: 'Kickoff', date: '2026-11-20T14:00' }, true, null),
    ).toEqual({});
    expect(
      validateMeetingImport(
        { title: 'Kickoff', date: '2026-11-20T14:00' },
        false,
        TRANSCRIPT_TOO_LARGE,
      ),
    ).toEqual({
      file: TRANSCRIPT_TOO_LARGE,
    });
  });
});

describe("the meeting import's tasks", () => {
  it('need a title each; an owner and a due date are optional, a due date a real day', () => {
    expect(validateImportTask({ title: '  ', ownerId: null, dueDate: null })).toEqual({
      title: TASK_TITLE_REQUIRED,
    });
    expect(
      validateImportTask({ title: 'Rever preços', ownerId: 'u1', dueDate: '2026-02-30' }),
    ).toEqual({ dueDate: TASK_DUE_DATE_INVALID });
    expect(
      validateImportTask({ title: 'Rever preços', ownerId: null, dueDate: '2026-12-15' }),
    ).toEqual({});
  });

  it('may be given only to the people the company already approved', () => {
    expect(importOwnersOf([ana, waiting, bia])).toEqual([
      { id: ana.id, name: ana.name },
      { id: bia.id, name: bia.name },
    ]);
  });

  it('are sent with the title trimmed and the owner by e-mail, leaving out what is unset', () => {
    expect(
      toImportTasks(
        [
          { title: ' Rever preços ', ownerId: ana.id, dueDate: '2026-12-15' },
          { title: 'Pesar a massa', ownerId: null, dueDate: null },
          // An owner no longer among the company's people is not sent in their name.
          { title: 'Ligar ao fornecedor', ownerId: 'gone', dueDate: null },
        ],
        [ana, bia],
      ),
    ).toEqual([
      { title: 'Rever preços', owner: 'ana@aurora.com.br', due_date: '2026-12-15' },
      { title: 'Pesar a massa' },
      { title: 'Ligar ao fornecedor' },
    ]);
  });
});
