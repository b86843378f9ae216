// Test-only helpers for model-based tests (not exported from the package).
//
// xstate/graph's createTestModel refuses machines that invoke actors or use `after`
// ("Invocations on test machines are not supported"). Our machines do both, so the test model
// is derived from the real machine's own config: each invoke's onDone/onError becomes a
// transition on the event the runtime would deliver (`xstate.done.actor.<id>`), and each
// `after` becomes an `after.<delay>` event. The paths are then replayed against the REAL
// machine with controllable fake actors and fake timers, so the model and the runtime must agree.
import { createActor, createMachine, fromPromise, type AnyStateMachine } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type NodeConfig = {
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; src: unknown; onDone?: unknown; onError?: unknown };

function transformNode(node: NodeConfig): NodeConfig {
  const { invoke, after, on, states, ...rest } = node;
  const nextOn: Record<string, unknown> = { ...on };
  const invokes = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke];
  for (const item of invokes) {
    if (!item.id) throw new Error('model testing needs an explicit id on every invoke');
    if (item.onDone) nextOn[`xstate.done.actor.${item.id}`] = item.onDone;
    if (item.onError) nextOn[`xstate.error.actor.${item.id}`] = item.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) {
    nextOn[`after.${delay}`] = transition;
  }
  const result: NodeConfig = { ...rest, on: nextOn };
  if (states) {
    result.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, transformNode(child)]),
    );
  }
  return result;
}

/** The machine as a pure model: invocations and delays turned into plain events. */
export function toTestMachine(machine: AnyStateMachine): AnyStateMachine {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const config = transformNode(machine.config as any) as any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return createMachine(config, machine.implementations as any);
}

/**
 * The shortest path to every state of the machine's test model (see {@link toTestMachine}),
 * through the given events. `options` are xstate/graph's traversal options (events, input,
 * filterEvents, serializeState); typed loosely because they describe the derived test machine.
 */
export function modelPaths(machine: AnyStateMachine, options: Record<string, unknown>) {
  return createTestModel(toTestMachine(machine), options as never).getShortestPaths();
}

/**
 * Ids of every atomic and final state a machine can rest in: what "every state" means in the
 * model tests. A state left at once by an unguarded `always` is a decision point, not a state.
 */
export function leafStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => !(node.always ?? []).some((transition) => !transition.guard))
    .map((node) => node.id)
    .sort();
}

type AnySnapshot = { _nodes: Array<{ id: string; type: string }> };

export function leafIdsOf(snapshot: unknown): string[] {
  return (snapshot as AnySnapshot)._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
}

/**
 * Each path with a short test title: where it ends and the events that take it there (the full
 * context would make each title a page long).
 */
export function namedPaths<
  P extends { state: unknown; steps: ReadonlyArray<{ event: { type: string } }> },
>(paths: readonly P[]): (readonly [string, P])[] {
  return paths.map((path) => {
    const steps = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ');
    return [`${leafIdsOf(path.state).join(',')} via ${steps || 'start'}`, path] as const;
  });
}

/** Every state a set of test paths passes through (start, each step, end). */
export function visitedLeafIds(
  paths: ReadonlyArray<{ state: unknown; steps: ReadonlyArray<{ state: unknown }> }>,
): string[] {
  return [
    ...new Set(
      paths.flatMap((path) => [
        ...leafIdsOf(path.state),
        ...path.steps.flatMap((step) => leafIdsOf(step.state)),
      ]),
    ),
  ].sort();
}

/** `visitedLeafIds` of the model paths of each input (a machine seen by several people), together. */
export function visitedLeafIdsOfInputs(
  machine: AnyStateMachine,
  inputs: readonly unknown[],
  options: Record<string, unknown>,
): string[] {
  const visited = inputs.flatMap((input) =>
    visitedLeafIds(modelPaths(machine, { ...options, input })),
  );
  return [...new Set(visited)].sort();
}

/**
 * Per-state checks that note when they run (`check(key, fn)`), so a model test can assert in an
 * `afterAll` that each ran for the inputs that reach it (`ran`).
 */
export function stateChecks() {
  const ran = new Set<string>();
  const check = (key: string, fn: () => void) => () => {
    ran.add(key);
    fn();
  };
  return { ran, check };
}

type Pending = {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** fromPromise actors whose promises the test settles by hand, recording every input. */
export function controlledActors<N extends string>(names: readonly N[]) {
  const pending = new Map<string, Pending[]>();
  const inputs = new Map<string, unknown[]>();
  const logics = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            pending.set(name, [...(pending.get(name) ?? []), { input, resolve, reject }]);
            inputs.set(name, [...(inputs.get(name) ?? []), input]);
          }),
      ),
    ]),
  ) as Record<N, ReturnType<typeof fromPromise<unknown, unknown>>>;
  const take = (name: string): Pending => {
    const list = pending.get(name) ?? [];
    const last = list.pop();
    if (!last) throw new Error(`actor ${name} was not invoked`);
    return last;
  };
  return {
    logics,
    resolve: (name: string, output: unknown) => take(name).resolve(output),
    reject: (name: string, error: unknown) => take(name).reject(error),
    inputsOf: (name: N): unknown[] => inputs.get(name) ?? [],
  };
}

/** Let promise callbacks and zero-delay timers run (fake timers are on in model tests). */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

type ModelEvent = { type: string; output?: unknown; error?: unknown };

export type Harness<A extends string, X extends string = string> = {
  actor: ReturnType<typeof createActor<AnyStateMachine>>;
  actors: ReturnType<typeof controlledActors<A>>;
  actions: Record<X, ReturnType<typeof vi.fn>>;
  execute: (event: ModelEvent) => Promise<void>;
};

/**
 * Builds the real actor for one path: controllable actors, spy actions, then an executor that
 * turns each model event into what really happens (a send, a settled promise, elapsed time).
 */
export function createHarness<A extends string, X extends string>(
  machine: AnyStateMachine,
  options: {
    actorNames: readonly A[];
    actionNames: readonly X[];
    delays?: Record<string, number>;
    input?: unknown;
  },
): Harness<A, X> {
  const actors = controlledActors(options.actorNames);
  const actions = Object.fromEntries(options.actionNames.map((name) => [name, vi.fn()])) as Record<
    X,
    ReturnType<typeof vi.fn>
  >;
  const actor = createActor(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    machine.provide({ actors: actors.logics, actions } as any),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    { input: options.input } as any,
  );
  actor.start();
  const execute = async (event: ModelEvent) => {
    if (event.type.startsWith('xstate.done.actor.')) {
      actors.resolve(event.type.slice('xstate.done.actor.'.length), event.output);
    } else if (event.type.startsWith('xstate.error.actor.')) {
      actors.reject(event.type.slice('xstate.error.actor.'.length), event.error);
    } else if (event.type.startsWith('after.')) {
      const delay = options.delays?.[event.type.slice('after.'.length)];
      if (delay === undefined) throw new Error(`unknown delay in ${event.type}`);
      await vi.advanceTimersByTimeAsync(delay);
    } else {
      actor.send(event);
    }
    await flush();
  };
  return { actor, actors, actions, execute };
}

type PathLike = {
  state: unknown;
  steps: ReadonlyArray<{ event: ModelEvent; state: unknown }>;
  test: (params: {
    events: Record<string, (step: { event: ModelEvent }) => Promise<void>>;
    states: Record<string, (state: never) => void>;
  }) => Promise<unknown>;
};

/**
 * Replays one model path on a fresh real actor. After every step the real actor must be in the
 * model's state with the model's context; `states` adds the per-state expectations.
 */
export async function replayPath(
  path: PathLike,
  harness: Pick<Harness<string, string>, 'actor' | 'execute'>,
  states: Record<string, (state: { value: unknown; context: unknown }) => void>,
  compareContext: (context: unknown) => unknown = (context) => context,
): Promise<void> {
  // A key is `state.matches(key)`: a path from the root ('list.ready.form.saving'), or '#id'.
  // One that names no state (say, with the machine's id in front) would never run: refuse it.
  const machine = harness.actor.logic as AnyStateMachine;
  for (const key of Object.keys(states)) {
    if (key !== '*') machine.getStateNodeById(key.startsWith('#') ? key : `${machine.id}.${key}`);
  }
  const same = (state: { value: unknown; context: unknown }) => {
    const real = harness.actor.getSnapshot();
    expect(real.value).toEqual(state.value);
    expect(compareContext(real.context)).toEqual(compareContext(state.context));
  };
  const eventTypes = [...new Set(path.steps.map((step) => step.event.type))];
  await path.test({
    events: Object.fromEntries(
      eventTypes.map((type) => [
        type,
        ({ event }: { event: ModelEvent }) => harness.execute(event),
      ]),
    ),
    states: Object.fromEntries(
      Object.entries({ '*': (_state: unknown) => undefined, ...states }).map(([key, check]) => [
        key,
        (state: { value: unknown; context: unknown }) => {
          same(state);
          check(state);
        },
      ]),
    ) as Record<string, (state: never) => void>,
  });
  same(path.state as { value: unknown; context: unknown });
}

/** A model path as {@link replayPath} takes it. */
export type ModelPath = PathLike;

/**
 * The model test of one machine, inside the caller's `describe`: fake timers around each test,
 * a test that the paths pass through `everyState` (every state the machine can rest in unless
 * told otherwise; `false` where the caller checks coverage itself), and one test per path that
 * builds a {@link createHarness} on the real machine and hands it to `run` with the path, to
 * replay it ({@link replayPath}) with the machine's own checks. Returns the paths.
 *
 * xstate/graph leaves out a path whose events begin a longer one (`deduplicatePaths`): it is
 * replayed inside the longer one. So `run` checks by state or by event, as replayPath does; a
 * check made only where a path ends would miss every state a longer path passes through.
 */
export function testModel<A extends string, X extends string = never>(
  machine: AnyStateMachine,
  options: {
    /**
     * xstate/graph's traversal options (events, filterEvents, serializeState), or several whose
     * paths are tested together (one per side of a machine too big to walk whole).
     */
    traversal: Record<string, unknown> | readonly Record<string, unknown>[];
    /** The machine the paths come from, when not the one replayed (say, with its effects off). */
    model?: AnyStateMachine;
    actorNames: readonly A[];
    actionNames?: readonly X[];
    delays?: Record<string, number>;
    input?: unknown;
    everyState?: readonly string[] | false;
  },
  run: (h: Harness<A, X>, path: ModelPath) => Promise<void>,
) {
  const { traversal, model = machine, input, everyState = leafStateIds(machine) } = options;
  const paths = [traversal]
    .flat()
    .flatMap((one) => modelPaths(model, input === undefined ? one : { ...one, input }));

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  if (everyState) {
    it('passes through every state', () => {
      expect(visitedLeafIds(paths)).toEqual(everyState);
    });
  }

  it.each(namedPaths(paths))('%s', async (_, path) => {
    const h = createHarness(machine, {
      actorNames: options.actorNames,
      actionNames: options.actionNames ?? ([] as readonly X[]),
      delays: options.delays,
      input,
    });
    await run(h, path as unknown as ModelPath);
  });
  return paths;
}
