import { Badge } from '../components/Badge/Badge';
import { flowStates } from './flow-states';
import type { Flow, FlowPart, FlowState, StoryRef } from './flow-states';
import * as styles from './FlowPage.css';

export type FlowPageProps = { flow: Flow };

/**
 * The manager's address of a story, from the preview frame this page is drawn in: the manager
 * lives beside iframe.html, wherever the Storybook is served from.
 */
const storyHref = (ref: StoryRef) =>
  `${window.location.pathname.replace(/iframe\.html$/, '')}?path=/story/${ref.id}`;

function what(state: FlowState, shown: readonly StoryRef[]) {
  if (state.type === 'parallel') return 'regions that run at once';
  if (state.type === 'compound') return null;
  if (state.passesThrough) return 'passes through at once (no screen of its own)';
  if (state.type === 'final') return 'ends the flow';
  return shown.length === 0 ? 'no story shows this state' : null;
}

function StateRow({ state, shown }: { state: FlowState; shown: readonly StoryRef[] }) {
  const note = what(state, shown);
  const missing = state.type === 'atomic' && !state.passesThrough && shown.length === 0;
  return (
    <li
      className={[styles.state, missing ? styles.missing : ''].join(' ')}
      style={{ marginLeft: `calc(${state.depth} * 1.5rem)` }}
      data-state={state.path}
      data-missing={missing || undefined}
    >
      <div className={styles.heading}>
        <span className={styles.name}>{state.key}</span>
        {state.initial && <Badge tone="brand">starts here</Badge>}
        {state.waits === 'server' && <Badge tone="info">waits for the server</Badge>}
        {state.waits === 'timer' && <Badge tone="info">a timer</Badge>}
        {missing && <Badge tone="danger">no story</Badge>}
      </div>
      {state.description && <p className={styles.meta}>{state.description}</p>}
      {note && !missing && <p className={styles.meta}>{note}</p>}
      {state.events.length > 0 && <p className={styles.meta}>Events: {state.events.join(', ')}</p>}
      {shown.length > 0 && (
        <ul className={styles.stories} aria-label={`Stories of ${state.path}`}>
          {shown.map((ref) => (
            <li key={ref.id}>
              <a className={styles.link} href={storyHref(ref)} target="_top">
                {ref.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Part({ part }: { part: FlowPart }) {
  return (
    <section className={styles.part} aria-label={part.label}>
      <h2 className={styles.partTitle}>{part.label}</h2>
      <ol className={styles.states}>
        {flowStates(part.machine).map((state) => (
          <StateRow key={state.path} state={state} shown={part.shownBy[state.path] ?? []} />
        ))}
      </ol>
    </section>
  );
}

/**
 * A flow walked state by state, in the order its machine declares them: each state with the
 * events that leave it, whether it waits for the server, and the screen stories that show it.
 * The states are read from the machine, so a state no story shows is marked 'no story'.
 */
export function FlowPage({ flow }: FlowPageProps) {
  return (
    <div className={styles.page}>
      <p className={styles.meta}>{flow.summary}</p>
      {flow.parts.map((part) => (
        <Part key={part.label} part={part} />
      ))}
    </div>
  );
}
