import type { Page } from 'playwright';

/** What the manager shows for one story once its render, play function and axe run are over. */
export type StoryOutcome = {
  /** Whether the preview reported the story finished (render, play function, axe) in time. */
  finished?: boolean;
  /** The Interactions panel's status badge: Pass, Fail, Bail, Runs, Wait (or none). */
  interactions: string;
  /** The failing step and its message, as the Interactions panel words them. */
  error?: string;
  /** Whether axe ran on the story (its report is what the Accessibility panel shows). */
  axeRan: boolean;
  /** axe violations of any impact, as the Accessibility panel lists them. */
  violations: { id: string; impact: string; nodes: number }[];
  /** The rules axe lists under "Incomplete" (to review by hand; not a failure). */
  incomplete: string[];
};

type Channel = {
  on(event: string, listener: (payload: never) => void): void;
  off(event: string, listener: (payload: never) => void): void;
  emit(event: string, payload: unknown): void;
  last(event: string): unknown[] | undefined;
};
/** The preview's STORY_FINISHED: the story's status and each reporter's result (axe's). */
export type StoryFinished = {
  storyId: string;
  status?: string;
  reporters: {
    type: string;
    result?: {
      violations?: { id: string; impact?: string | null; nodes: unknown[] }[];
      incomplete?: { id: string }[];
    };
  }[];
};
type ChannelWindow = Window & { __STORYBOOK_ADDONS_CHANNEL__?: Channel };

const INTERACTIONS_PANEL = 'storybook/interactions/panel';
const STATUS_BADGE = '[aria-label^="Story status:"]';
const FINAL_STATUSES = ['Pass', 'Fail', 'Bail'];

/**
 * Readies a page for `visitStory`. `lateViewportMs` makes the manager react to a story's `globals`
 * (the viewport above all) that much later, as a slow manager does: the `globalsUpdated` message
 * from the preview is held back. A play function that starts before its story's viewport is
 * applied then fails every time, not now and then.
 */
export async function preparePage(page: Page, lateViewportMs: number) {
  // tsx compiles with esbuild's keepNames, which wraps the functions this file hands to the
  // browser in `__name(...)` calls; the browser needs the helper too.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  if (lateViewportMs <= 0) return;
  await page.addInitScript((delay: number) => {
    if (window !== window.top) return;
    const addEventListener = window.addEventListener.bind(window);
    window.addEventListener = ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: unknown,
    ) => {
      if (type !== 'message' || !listener)
        return addEventListener(type, listener, options as never);
      const handle = (event: Event) =>
        typeof listener === 'function' ? listener.call(window, event) : listener.handleEvent(event);
      const held = (event: Event) => {
        const data = (event as MessageEvent).data;
        if (typeof data === 'string' && data.includes('"type":"globalsUpdated"'))
          setTimeout(() => handle(event), delay);
        else handle(event);
      };
      return addEventListener(type, held, options as never);
    }) as typeof window.addEventListener;
  }, lateViewportMs);
}

/** Resolves with the manager's STORY_FINISHED for `storyId`, after `select` has asked for it. */
async function finishedAfter(page: Page, storyId: string, timeoutMs: number, select: boolean) {
  return page.evaluate(
    ({ storyId, timeoutMs, select }) =>
      new Promise<StoryFinished | undefined>((resolve) => {
        const channel = (window as ChannelWindow).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return resolve(undefined);
        const last = channel.last('storyFinished')?.[0] as StoryFinished | undefined;
        if (!select && last?.storyId === storyId) return resolve(last);
        const timer = setTimeout(() => done(undefined), timeoutMs);
        const onFinished = (payload: StoryFinished) => {
          if (payload.storyId === storyId) done(payload);
        };
        const done = (payload: StoryFinished | undefined) => {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished as (payload: never) => void);
          resolve(payload);
        };
        channel.on('storyFinished', onFinished as (payload: never) => void);
        if (!select) return;
        // The way a link inside a story navigates (addon-links): the preview asks the manager.
        const preview = document.querySelector<HTMLIFrameElement>('#storybook-preview-iframe');
        const previewChannel = (preview?.contentWindow as ChannelWindow | null)
          ?.__STORYBOOK_ADDONS_CHANNEL__;
        previewChannel?.emit('selectStory', { storyId });
      }),
    { storyId, timeoutMs, select },
  );
}

/** What axe found, from the story's STORY_FINISHED (nothing ran when it never came). */
export function axeOutcome(
  finished: StoryFinished | undefined,
): Pick<StoryOutcome, 'axeRan' | 'violations' | 'incomplete'> {
  const a11y = finished?.reporters.find((reporter) => reporter.type === 'a11y')?.result;
  return {
    axeRan: Boolean(a11y),
    violations: (a11y?.violations ?? []).map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.length,
    })),
    incomplete: (a11y?.incomplete ?? []).map((item) => item.id),
  };
}

/** A line of the panel's step list: a call such as `expect(…)`, `userEvent.click(…)`. */
const STEP = /^[\w.]+\(.*\)$/;

/** The failing step and the first lines of its message, from the Interactions panel's text. */
function errorFrom(panelText: string) {
  const steps = panelText.split('Interaction steps')[1] ?? panelText;
  const [beforeTrace = ''] = steps.split('See the full stack trace');
  const lines = beforeTrace
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const failing = lines.findLastIndex((line, index) => STEP.test(line) && index < lines.length - 1);
  return lines.slice(Math.max(failing, 0), Math.max(failing, 0) + 5).join('\n') || undefined;
}

async function readOutcome(page: Page, finished: StoryFinished | undefined): Promise<StoryOutcome> {
  // Let the manager paint what the last messages changed before reading the panel.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const badge = page.locator(STATUS_BADGE).first();
  const statusOf = async () =>
    ((await badge.getAttribute('aria-label', { timeout: 1000 }).catch(() => null)) ?? '')
      .replace('Story status:', '')
      .trim();
  let interactions = await statusOf();
  for (let tries = 0; finished && !FINAL_STATUSES.includes(interactions) && tries < 20; tries++) {
    await page.waitForTimeout(100);
    interactions = await statusOf();
  }
  const outcome: StoryOutcome = {
    finished: Boolean(finished),
    interactions: interactions || 'none',
    ...axeOutcome(finished),
  };
  if (interactions !== 'Pass') {
    const panel = await page
      .locator('#storybook-panel-root')
      .innerText({ timeout: 2000 })
      .catch(() => '');
    outcome.error = finished ? errorFrom(panel) : 'the story did not finish in time';
  }
  return outcome;
}

/**
 * Shows `storyId` in the manager with the Interactions panel open: a fresh page load the first
 * time (or after a story that never finished), then the way a click in the sidebar does.
 */
export async function visitStory(
  page: Page,
  origin: string,
  storyId: string,
  options: { fresh: boolean; timeoutMs: number },
): Promise<StoryOutcome> {
  if (options.fresh) {
    await page.goto(`${origin}/?path=/story/${storyId}&addonPanel=${INTERACTIONS_PANEL}`);
    await page.waitForFunction(() => (window as ChannelWindow).__STORYBOOK_ADDONS_CHANNEL__, null, {
      timeout: options.timeoutMs,
    });
  }
  const finished = await finishedAfter(page, storyId, options.timeoutMs, !options.fresh);
  return readOutcome(page, finished);
}
