import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { AUDIT_LOG_FILTERS_LOAD_FAILED, AUDIT_LOG_LOAD_FAILED } from '../messages';
import { failureMessage } from '../validation/failure';
import { validateAuditRange } from './audit-log-rules';
import {
  EMPTY_AUDIT_FILTERS,
  initialAuditLogContext,
  type AuditFilterOptions,
  type AuditLogContext,
  type AuditLogEvent,
  type LoadAuditLogInput,
  type LoadAuditLogOutput,
} from './audit-log.types';

// The admin's audit log: a page of entries for the filters chosen, newest first. Regions: `list`
// (checking, invalid, loading, ready, failure) and `options` (the people and companies the
// filters offer: loading, ready, failure). A change of filter starts again from the newest page;
// a range that cannot be asked for (a day that is not one, an end before the start) asks nothing.

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
  },
  guards: {
    isRangeValid: ({ context }) => validateAuditRange(context.filters) === undefined,
    isFilterChanged: ({ context, event }) =>
      event.type === 'filter.change' && context.filters[event.field] !== event.value,
    hasFilters: ({ context }) => Object.values(context.filters).some((value) => value !== ''),
    hasMore: ({ context }) => context.hasMore,
    isPastFirstPage: ({ context }) => context.page > 1,
  },
  actions: {},
  actors: {
    loadAuditLog: fromPromise<LoadAuditLogOutput, LoadAuditLogInput>(async () => {
      throw new Error('loadAuditLog not provided');
    }),
    loadAuditFilters: fromPromise<AuditFilterOptions, void>(async () => {
      throw new Error('loadAuditFilters not provided');
    }),
  },
}).createMachine({
  id: 'auditLog',
  context: initialAuditLogContext,
  type: 'parallel',
  states: {
    list: {
      initial: 'checking',
      on: {
        'filter.change': {
          guard: 'isFilterChanged',
          target: '.checking',
          actions: assign(({ context, event }) => ({
            filters: { ...context.filters, [event.field]: event.value.trim() },
            page: 1,
          })),
        },
        'filters.clear': {
          guard: 'hasFilters',
          target: '.checking',
          actions: assign({ filters: EMPTY_AUDIT_FILTERS, page: 1 }),
        },
      },
      states: {
        checking: {
          always: [{ guard: 'isRangeValid', target: 'loading' }, { target: 'invalid' }],
        },
        // The view says why nothing is asked.
        invalid: {},
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadAuditLog',
            src: 'loadAuditLog',
            input: ({ context }) => ({ filters: context.filters, page: context.page }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                entries: event.output.entries,
                hasMore: event.output.hasMore,
                error: null,
              })),
            },
            onError: {
              target: 'failure',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, AUDIT_LOG_LOAD_FAILED),
              }),
            },
          },
        },
        failure: { on: { 'list.retry': 'loading' } },
        ready: {
          on: {
            'page.next': {
              guard: 'hasMore',
              target: 'loading',
              actions: assign({ page: ({ context }) => context.page + 1 }),
            },
            'page.previous': {
              guard: 'isPastFirstPage',
              target: 'loading',
              actions: assign({ page: ({ context }) => context.page - 1 }),
            },
          },
        },
      },
    },
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadAuditFilters',
            src: 'loadAuditFilters',
            onDone: {
              target: 'ready',
              actions: assign({ options: ({ event }) => event.output, optionsError: null }),
            },
            onError: {
              target: 'failure',
              actions: assign({
                optionsError: ({ event }) =>
                  failureMessage(event.error, AUDIT_LOG_FILTERS_LOAD_FAILED),
              }),
            },
          },
        },
        failure: { on: { 'options.retry': 'loading' } },
        ready: {},
      },
    },
  },
});

export type AuditLogMachine = typeof auditLogMachine;
export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
