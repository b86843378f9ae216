import type { Page } from 'playwright';
import { axeOutcome, type StoryFinished, type StoryOutcome } from './manager';

type Channel = {
  on(event: string, listener: (payload: never) => void): void;
  off(event: string, listener: (payload: never) => void): void;
  emit(event: string, payload: unknown): void;
};
type Preview = {
  storyStoreValue?: {
    loadStory(input: { storyId: string }): Promise<{
      storyGlobals?: Record<string, unknown>;
      parameters: Record<string, unknown>;
    }>;
  };
};
type PreviewWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __STORYBOOK_PREVIEW__?: Preview;
};
type Seen = { finished?: StoryFinished; error?: string; size?: { width: number; height: number } };

/** The page size the story's viewport global names (the manager's viewport addon's sizes). */
async function viewportOf(page: Page, storyId: string, window: string) {
  return page.evaluate(
    async ({ storyId, window: fallback }) => {
      const preview = (globalThis as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
      const channel = (globalThis as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      if (!preview?.storyStoreValue || !channel) return { error: 'the preview did not start' };
      const story = await preview.storyStoreValue.loadStory({ storyId });
      const viewport = story.storyGlobals?.['viewport'] as
        { value?: string; isRotated?: boolean } | undefined;
      const options = ((story.parameters['viewport'] as { options?: unknown } | undefined)
        ?.options ?? {}) as Record<string, { styles?: { width?: string; height?: string } }>;
      const styles = viewport?.value ? options[viewport.value]?.styles : undefined;
      const [fallbackWidth, fallbackHeight] = fallback.split('x').map(Number);
      const px = (value: string | undefined, otherwise: number) =>
        Number(/^(\d+)px$/.exec(value ?? '')?.[1] ?? otherwise);
      let width = px(styles?.width, fallbackWidth ?? 1280);
      let height = px(styles?.height, fallbackHeight ?? 800);
      if (viewport?.isRotated) [width, height] = [height, width];
      return { size: { width, height } };
    },
    { storyId, window },
  ) as Promise<Seen>;
}

/**
 * Asks the preview for `storyId` the way the manager does (`setCurrentStory` on its channel);
 * resolves once it reports the story finished (render, play function, axe) or after `timeoutMs`.
 */
async function play(page: Page, storyId: string, timeoutMs: number) {
  return page.evaluate(
    ({ storyId, timeoutMs }) =>
      new Promise<Seen>((resolve) => {
        const channel = (globalThis as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!;
        let error: string | undefined;
        const onError = (payload: { message?: string; title?: string; description?: string }) => {
          error ??= [payload.message ?? payload.title, payload.description]
            .filter(Boolean)
            .join('\n');
        };
        const errorEvents = ['playFunctionThrewException', 'storyThrewException', 'storyErrored'];
        const onFinished = (payload: StoryFinished) => {
          if (payload.storyId === storyId) done({ finished: payload, error });
        };
        const timer = setTimeout(
          () => done({ error: error ?? 'the story did not finish in time' }),
          timeoutMs,
        );
        const done = (seen: Seen) => {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished as (payload: never) => void);
          for (const event of errorEvents) channel.off(event, onError as (payload: never) => void);
          resolve(seen);
        };
        channel.on('storyFinished', onFinished as (payload: never) => void);
        for (const event of errorEvents) channel.on(event, onError as (payload: never) => void);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, timeoutMs },
  );
}

/**
 * One story of the built Storybook in its preview: `fresh` loads iframe.html first (the first
 * story of a page, or after one that never finished).
 */
export async function visitInPreview(
  page: Page,
  origin: string,
  storyId: string,
  options: { fresh: boolean; timeoutMs: number; window: string },
): Promise<StoryOutcome> {
  if (options.fresh) {
    await page.goto(`${origin}/iframe.html`);
    await page.waitForFunction(
      () => (globalThis as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue,
      null,
      { timeout: options.timeoutMs },
    );
  }
  const sized = await viewportOf(page, storyId, options.window);
  if (sized.size) await page.setViewportSize(sized.size);
  const seen = sized.error ? sized : await play(page, storyId, options.timeoutMs);
  const passed = Boolean(seen.finished) && !seen.error;
  return {
    finished: Boolean(seen.finished),
    interactions: passed ? 'Pass' : seen.finished ? 'Fail' : 'none',
    ...(!passed && { error: seen.error ?? `status ${seen.finished?.status}` }),
    ...axeOutcome(seen.finished),
  };
}
