// The one way the kit's drag and drop starts (the task board, the document library): which
// inputs pick something up, and after how much movement. Where a keyboard drag may go is the
// caller's (`coordinateGetter`).
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

// Mouse and pen drags start only after 5 px, so a plain click still opens the item.
const POINTER_ACTIVATION = { distance: 5 };
// A finger must rest 250 ms first, so swiping over the page still scrolls it.
const TOUCH_ACTIVATION = { delay: 250, tolerance: 5 };
// Enter is kept for opening the item; Space picks up and drops, Escape cancels.
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };

/** PointerSensor for mouse and pen only; touch goes through TouchSensor's long press. */
class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = PointerSensor.activators.map(
    (activator) => ({
      ...activator,
      handler: (event, options) =>
        event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
    }),
  );
}

/** Mouse or pen past 5 px, a finger's long press, or Space on the focused item. */
export function useDragSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes: KEYBOARD_CODES }),
  );
}
