// Drag and drop in stories (the task board's and the document library's): dnd-kit's live region,
// a frame's wait, and synthetic pointer events as a mouse sends them to its PointerSensor.
import { expect, waitFor } from 'storybook/test';

/** dnd-kit's live region (at the end of <body>) says `text`. */
export const announced = (text: string) =>
  waitFor(() =>
    expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(new RegExp(text)),
  );

/** The keyboard sensor starts listening for arrows one task after the pick-up. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export const pointer = (target: EventTarget, type: string, x: number, y: number) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX: x,
      clientY: y,
    }),
  );

export type Point = { x: number; y: number };

/** Presses on `source` at `start` and moves to `end` in ten steps, a frame each; still pressed. */
export const pressAndMove = async (source: Element, start: Point, end: Point) => {
  pointer(source, 'pointerdown', start.x, start.y);
  for (let step = 1; step <= 10; step += 1) {
    pointer(
      document,
      'pointermove',
      start.x + ((end.x - start.x) * step) / 10,
      start.y + ((end.y - start.y) * step) / 10,
    );
    await nextFrame();
  }
};
