// How the library drives @dnd-kit: a file is picked up (mouse or pen past 5 px, a finger's long
// press, Space on the focused card) and dropped on a folder or on the breadcrumb (the root).
// Folders are never dragged. The keyboard jumps from one drop target to the next; a screen
// reader hears where the file is, in pt-BR.
import type {
  Announcements,
  CollisionDetection,
  KeyboardCoordinateGetter,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import type { DocumentRow } from '@portal/domain';
import { useDragSensors } from '../../../hooks/useDragSensors';

const FOLDER_PREFIX = 'folder:';
/** The breadcrumb's drop id: a file dropped there goes to the root. */
export const ROOT_DROP_ID = 'root';

export const folderDropId = (folderId: string) => `${FOLDER_PREFIX}${folderId}`;

/** The folder a drop id names: its id, null for the root, undefined for nothing. */
export function folderOfDropId(id: UniqueIdentifier | null | undefined): string | null | undefined {
  if (id === null || id === undefined) return undefined;
  const text = String(id);
  if (text === ROOT_DROP_ID) return null;
  return text.startsWith(FOLDER_PREFIX) ? text.slice(FOLDER_PREFIX.length) : undefined;
}

const CENTER = (rect: { left: number; top: number; width: number; height: number }) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/**
 * The drop target under the pointer, or, for the keyboard, the one the dragged card's centre is
 * in. Nothing when over no target, so a drop right after a pick-up moves nothing.
 */
export const collisionDetection: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
  pointerCoordinates,
}) => {
  const point = pointerCoordinates ?? CENTER(collisionRect);
  return droppableContainers
    .filter((container) => {
      const rect = droppableRects.get(container.id);
      return (
        rect !== undefined &&
        point.x >= rect.left &&
        point.x <= rect.right &&
        point.y >= rect.top &&
        point.y <= rect.bottom
      );
    })
    .map((container) => ({ id: container.id, data: { droppableContainer: container, value: 0 } }));
};

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys move the dragged card onto the next (→ ↓) or previous (← ↑) drop target in reading
 * order, the breadcrumb first: its centre on the target's centre.
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableContainers, droppableRects, over } },
) => {
  const step = STEPS[event.code];
  if (step === undefined || !active || !collisionRect) return undefined;
  event.preventDefault();
  const targets = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (targets.length === 0) return undefined;
  const index = targets.findIndex((target) => target.id === over?.id);
  const next =
    index < 0
      ? targets[step > 0 ? 0 : targets.length - 1]
      : targets[(index + step + targets.length) % targets.length];
  if (!next) return undefined;
  const center = CENTER(next.rect);
  return {
    x: center.x - collisionRect.width / 2,
    y: center.y - collisionRect.height / 2,
  };
};

/** Mouse or pen past 5 px, a finger's long press, or Space on the focused file. */
export const useLibrarySensors = () => useDragSensors(keyboardCoordinates);

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Pressione Enter para ver o arquivo. Para movê-lo para uma pasta, pressione Espaço, use as ' +
    'setas para escolher a pasta e pressione Espaço de novo para soltar, ou Escape para cancelar.',
};

/**
 * What the live region says during a drag, in pt-BR. dnd-kit calls these outside React's render,
 * so they read the rows on screen now through `current`.
 */
export function libraryAnnouncements(rows: {
  readonly current: readonly DocumentRow[];
}): Announcements {
  const nameOf = (id: UniqueIdentifier) =>
    rows.current.find((row) => row.item.id === String(id))?.item.name ?? 'arquivo';
  /** Where a drop id is, as 'sobre …' and 'solto …' say it. */
  const placeOf = (id: UniqueIdentifier | undefined) => {
    const folderId = folderOfDropId(id);
    if (folderId === undefined) return null;
    if (folderId === null) return { over: 'Root', into: 'em Root' };
    const name = rows.current.find((row) => row.item.id === folderId)?.item.name ?? folderId;
    return { over: `a pasta ${name}`, into: `na pasta ${name}` };
  };
  return {
    onDragStart: ({ active }) => `Arquivo ${nameOf(active.id)} selecionado.`,
    // Over nothing says nothing: right after a pick-up it would drown 'selecionado'.
    onDragOver: ({ active, over }) => {
      const place = placeOf(over?.id);
      return place ? `Arquivo ${nameOf(active.id)} sobre ${place.over}.` : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const place = placeOf(over?.id);
      return place
        ? `Arquivo ${nameOf(active.id)} solto ${place.into}.`
        : `Arquivo ${nameOf(active.id)} solto fora das pastas; nada mudou.`;
    },
    onDragCancel: ({ active }) =>
      `Movimento cancelado. Arquivo ${nameOf(active.id)} ficou onde estava.`,
  };
}
