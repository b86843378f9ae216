import { assign } from 'xstate';
import {
  ACCESS_UPDATED,
  ACCESS_UPDATE_FAILED,
  MEETING_IMPORTED,
  MEETING_IMPORT_FAILED,
} from '../messages';
import { failureMessage } from '../validation/failure';
import { EMPTY_ACCESS_VALUES, toSetAccessInput } from './business-access';
import { businessDetailSetup, stayOpen, success } from './business-detail.setup';
import {
  EMPTY_IMPORT_TASK,
  EMPTY_MEETING_IMPORT,
  MEETING_IMPORT_TASKS_MAX,
  toImportTasks,
  transcriptFormatOf,
  validateTranscriptFile,
} from './meeting-import';

// The admin's sections of the detail's view mode: the business account's login (a generated
// password is shown once) and the meeting import (the file refused by name and size first, its
// task rows added, edited and removed in place).

export const accessSection = businessDetailSetup.createStateConfig({
  initial: 'editing',
  // docs/product.md-silent rule of ours: a generated password is shown once, never again.
  exit: 'forgetPassword',
  states: {
    editing: {
      on: {
        'access.change': {
          actions: assign({
            access: ({ context, event }) => ({
              ...context.access,
              [event.field]: event.value,
            }),
          }),
        },
        'access.mode': {
          actions: assign({
            access: ({ context, event }) => ({
              ...context.access,
              passwordMode: event.mode,
            }),
          }),
        },
        'access.submit': [
          {
            guard: 'isAccessValid',
            target: 'saving',
            actions: ['forgetPassword', assign({ showAccessErrors: true })],
          },
          { actions: assign({ showAccessErrors: true, accessError: null }) },
        ],
        'password.copy': {
          guard: 'hasGeneratedPassword',
          actions: [
            {
              type: 'copyText',
              params: ({ context }) => ({ text: context.generatedPassword ?? '' }),
            },
            assign({ passwordCopied: true }),
          ],
        },
      },
    },
    saving: {
      tags: ['busy'],
      on: stayOpen,
      entry: assign({ accessError: null }),
      invoke: {
        id: 'setAccess',
        src: 'setAccess',
        input: ({ context }) => toSetAccessInput(context.businessId, context.access),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              business: context.business
                ? { ...context.business, access_code: event.output.access_code }
                : null,
              generatedPassword: event.output.password ?? null,
              passwordCopied: false,
              access: EMPTY_ACCESS_VALUES,
              showAccessErrors: false,
            })),
            { type: 'showToast', params: success(ACCESS_UPDATED) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            accessError: ({ event }) => failureMessage(event.error, ACCESS_UPDATE_FAILED),
          }),
        },
      },
    },
  },
});

export const importSection = businessDetailSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'import.change': {
          actions: assign({
            meeting: ({ context, event }) => ({
              ...context.meeting,
              [event.field]: event.value,
            }),
          }),
        },
        'import.task.add': {
          guard: ({ context }) => context.meeting.tasks.length < MEETING_IMPORT_TASKS_MAX,
          actions: assign({
            meeting: ({ context }) => ({
              ...context.meeting,
              tasks: [...context.meeting.tasks, EMPTY_IMPORT_TASK],
            }),
          }),
        },
        'import.task.change': {
          actions: assign({
            meeting: ({ context, event }) => ({
              ...context.meeting,
              tasks: context.meeting.tasks.map((task, index) =>
                index === event.index ? { ...task, ...event.patch } : task,
              ),
            }),
          }),
        },
        'import.task.remove': {
          actions: assign({
            meeting: ({ context, event }) => ({
              ...context.meeting,
              tasks: context.meeting.tasks.filter((_, index) => index !== event.index),
            }),
          }),
        },
        // Refused by its name or size before anything is read or sent.
        'import.file': {
          actions: assign(({ event }) => {
            const refusal = validateTranscriptFile(event.file);
            return refusal
              ? {
                  transcript: null,
                  transcriptName: event.file.name,
                  transcriptError: refusal,
                }
              : {
                  transcript: event.file,
                  transcriptName: event.file.name,
                  transcriptError: null,
                };
          }),
        },
        'import.submit': [
          {
            guard: 'isImportValid',
            target: 'sending',
            actions: assign({ showImportErrors: true }),
          },
          { actions: assign({ showImportErrors: true, importError: null }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      on: stayOpen,
      entry: assign({ importError: null }),
      invoke: {
        id: 'importMeeting',
        src: 'importMeeting',
        input: ({ context }) => ({
          businessId: context.businessId,
          title: context.meeting.title.trim(),
          date: context.meeting.date.trim(),
          file: context.transcript,
          format: transcriptFormatOf(context.transcriptName ?? '') ?? 'json',
          tasks: toImportTasks(context.meeting.tasks, context.business?.access_users ?? []),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              meeting: EMPTY_MEETING_IMPORT,
              transcript: null,
              transcriptName: null,
              transcriptError: null,
              showImportErrors: false,
            }),
            { type: 'showToast', params: success(MEETING_IMPORTED) },
          ],
        },
        // The server's parser says which line is wrong: shown as returned.
        onError: {
          target: 'editing',
          actions: assign({
            importError: ({ event }) => failureMessage(event.error, MEETING_IMPORT_FAILED),
          }),
        },
      },
    },
  },
});
