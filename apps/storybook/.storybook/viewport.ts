import type { StoryContext } from '@storybook/react-vite';

type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;

/** How long a story waits for the manager to size the canvas before rendering anyway. */
const VIEWPORT_WAIT_MS = 5000;

/** The canvas width in px the story's viewport global asks for, if it names a preset. */
function requestedViewportWidth(
  globals: StoryContext['globals'],
  parameters: StoryContext['parameters'],
) {
  const global: unknown = globals['viewport'];
  if (typeof global !== 'object' || global === null) return undefined;
  const { value, isRotated } = global as { value?: string; isRotated?: boolean };
  const options: ViewportOptions = parameters['viewport']?.options ?? {};
  const styles = value ? options[value]?.styles : undefined;
  const size = isRotated ? styles?.height : styles?.width;
  const px = /^(\d+)px$/.exec(size ?? '');
  return px ? Number(px[1]) : undefined;
}

/** The manager's canvas, the one frame the manager resizes to a story's viewport. */
function inManagerCanvas() {
  try {
    return window.frameElement?.id === 'storybook-preview-iframe';
  } catch {
    return false;
  }
}

/**
 * A story with `globals: { viewport }` renders only once the canvas has that width. The test
 * runner sizes the page before the story starts, but the Storybook manager resizes the iframe
 * only after the preview has told it the story's globals, so without this wait the story (and
 * its play function) can start at the manager's full width and then be squeezed to 360 px.
 * Nothing else resizes a frame: a Docs page's story frames keep the page's width, as does
 * iframe.html opened on its own, so there the story renders at once.
 */
export async function waitForStoryViewport({ globals, parameters, viewMode }: StoryContext) {
  if (viewMode === 'docs' || !inManagerCanvas()) return;
  const width = requestedViewportWidth(globals, parameters);
  if (width === undefined || window.innerWidth === width) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('resize', check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (window.innerWidth === width) done();
    };
    const timer = setTimeout(() => {
      console.warn(`Viewport of ${width}px not applied after ${VIEWPORT_WAIT_MS} ms; rendering.`);
      done();
    }, VIEWPORT_WAIT_MS);
    window.addEventListener('resize', check);
  });
}
