import { storyNameFromExport, toId } from 'storybook/internal/csf';

// A flow's states read from its XState machine, as the machine itself holds them (its state
// nodes, in the order the machine's config writes them), so the flow pages cannot list a state
// the machine does not have nor leave one out. The kit may not import xstate (the layer rule), so
// the machine is read through the few state-node fields used here.

/** The fields of an XState v5 state node that the flow pages read. */
type StateNodeLike = {
  key: string;
  path: readonly string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description?: string;
  states: Record<string, StateNodeLike>;
  on: Record<string, readonly unknown[] | undefined>;
  always?: readonly { guard?: unknown }[];
  after: readonly unknown[];
  invoke: readonly unknown[];
  /** Where a compound state starts (a parallel state starts in all its regions). */
  initial?: { target?: readonly { key: string }[] };
};

/** What a flow page needs of a machine: its root state node. */
export type FlowMachine = { id: string; root: unknown };

/** A story that shows a state: its title and export name, as the story file writes them. */
export type StoryRef = { id: string; label: string };

/** A story of `title`'s file, by its export name ('Screens/Login', 'Submitting'). */
export const story = (title: string, exportName: string): StoryRef => ({
  id: toId(title, storyNameFromExport(exportName)),
  label: `${title.split('/').at(-1)} › ${storyNameFromExport(exportName)}`,
});

/** One machine of a flow, and the stories that show each of its states (by state path). */
export type FlowPart = {
  label: string;
  machine: FlowMachine;
  /** 'step2.ready' → the stories drawn in that state. A state missing here has none. */
  shownBy: Record<string, readonly StoryRef[]>;
};

export type Flow = { name: string; summary: string; parts: readonly FlowPart[] };

export type FlowState = {
  /** 'step2.ready': the path a snapshot's `matches` takes, dotted. */
  path: string;
  key: string;
  depth: number;
  type: StateNodeLike['type'];
  initial: boolean;
  description: string | undefined;
  /** The events a person (or the portal) sends in this state. */
  events: string[];
  /** It waits for the server (an invoked request) or a timer. */
  waits: 'server' | 'timer' | null;
  /** Left at once by an unguarded `always`: no screen of its own. */
  passesThrough: boolean;
};

/** Events the machine sends itself: a request's answer, a timer. */
const isInternal = (event: string) => event.startsWith('xstate.');

/** Every state of `machine`, depth first in the config's order. */
export function flowStates(machine: FlowMachine): FlowState[] {
  const root = machine.root as StateNodeLike;
  const walk = (node: StateNodeLike, depth: number): FlowState[] => {
    const starts = new Set((node.initial?.target ?? []).map((target) => target.key));
    return Object.entries(node.states).flatMap(([key, child]) => {
      const events = Object.keys(child.on).filter((event) => !isInternal(event));
      const state: FlowState = {
        path: child.path.join('.'),
        key,
        depth,
        type: child.type,
        initial: node.type === 'parallel' || starts.has(key),
        description: child.description,
        events,
        waits: child.invoke.length > 0 ? 'server' : child.after.length > 0 ? 'timer' : null,
        passesThrough: (child.always ?? []).some((transition) => !transition.guard),
      };
      return [state, ...walk(child, depth + 1)];
    });
  };
  return walk(root, 0);
}

/** The keys of `shownBy` that name no state of the machine (a state renamed or removed). */
export function unknownStates(part: FlowPart): string[] {
  const paths = new Set(flowStates(part.machine).map((state) => state.path));
  return Object.keys(part.shownBy).filter((path) => !paths.has(path));
}

/** Every story a flow links to, for the built Storybook's check that each exists. */
export const flowStoryIds = (flow: Flow): string[] => [
  ...new Set(
    flow.parts.flatMap((part) =>
      Object.values(part.shownBy)
        .flat()
        .map((ref) => ref.id),
    ),
  ),
];
