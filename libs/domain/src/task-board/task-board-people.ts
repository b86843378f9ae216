// The board's `people` region: who a task may be given to, loaded beside the tasks. The machine's
// setup names its two actions, `keepPeople` and `failPeople`.

/**
 * Loaded beside the tasks: a board whose people could not be loaded still works, only
 * 'Responsável' cannot be changed (the panel says why); a refresh tries again.
 */
export const peopleRegion = {
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPeople',
        src: 'loadPeople',
        onDone: { target: 'ready', actions: 'keepPeople' },
        onError: { target: 'failed', actions: 'failPeople' },
      },
    },
    failed: { on: { 'board.refresh': 'loading' } },
    ready: {},
  },
} as const;
