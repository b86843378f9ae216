import { useRef, useState } from 'react';
import type { HTMLAttributes, KeyboardEvent, PointerEvent } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { fileExtension, formatDocumentDate, formatFileSize } from '@portal/domain';
import type { DocumentRow, LibraryItem } from '@portal/domain';
import { Icon } from '../../../components/Icon/Icon';
import type { IconName } from '../../../components/Icon/Icon';
import { Menu } from '../../../components/Menu/Menu';
import type { MenuItem } from '../../../components/Menu/Menu';
import { Spinner } from '../../../components/Spinner/Spinner';
import { folderDropId } from './dragAndDrop';
import { ItemName } from './ItemName';
import * as styles from './DocumentCard.css';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** The file-type icon shown when there is no thumbnail (or it failed to load). */
function itemIcon(row: Pick<DocumentRow, 'kind' | 'item'>): IconName {
  if (row.kind === 'folder') return 'folder';
  if (row.kind === 'redirectFolder') return 'folderInput';
  const { item } = row;
  if (item.type === 'driveFile') return 'link';
  const type = item.file_type ?? '';
  const extension = fileExtension(item.name) || fileExtension(item.file_url ?? '');
  return type.startsWith('image/') || IMAGE_EXTENSIONS.includes(extension) ? 'image' : 'file';
}

/** What the card says under the name: size and date for a file, the description for a folder. */
function detailsOf(row: DocumentRow): string {
  const { item } = row;
  const date = item.created_at ? formatDocumentDate(item.created_at) : '';
  if (row.kind === 'folder') return item.description || date;
  if (row.kind === 'redirectFolder') return 'Pasta do Google Drive';
  const size = item.file_size !== null ? formatFileSize(item.file_size) : '';
  return [item.type === 'driveFile' ? 'Google Drive' : '', size, date].filter(Boolean).join(' · ');
}

/** A Drive thumbnail, lazily loaded; the file-type icon while there is none or it fails. */
function Thumbnail({ item, icon }: { item: LibraryItem; icon: IconName }) {
  const [failed, setFailed] = useState(false);
  if (!item.thumbnail || failed) {
    return (
      <span className={styles.thumbIcon}>
        <Icon name={icon} size={28} />
      </span>
    );
  }
  return (
    <img
      className={styles.thumbImage}
      src={item.thumbnail}
      alt=""
      loading="lazy"
      decoding="async"
      width={320}
      height={200}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

export type DocumentCardProps = {
  row: DocumentRow;
  /** Its menu, in docs/product.md's order; none while the item is pending. */
  actions: readonly MenuItem[];
  /** Click or Enter: a folder opens, a file shows its preview. */
  onOpen: () => void;
  /** The card left in place while its copy is dragged. */
  isDragging?: boolean;
  /** The copy under the pointer (DragOverlay): not interactive, hidden from AT. */
  isOverlay?: boolean;
};

/**
 * One folder or file. A file can be dragged (its main area starts the drag: mouse, a finger's long
 * press, or Space); a folder takes drops. Folders never move.
 */
export function DocumentCard({
  row,
  actions,
  onOpen,
  isDragging = false,
  isOverlay = false,
}: DocumentCardProps) {
  const { item } = row;
  const isFile = row.kind === 'file';
  const draggable = useDraggable({
    id: item.id,
    disabled: !row.canMove || isOverlay,
    attributes: { roleDescription: 'arquivo arrastável' },
  });
  const droppable = useDroppable({
    id: folderDropId(item.id),
    disabled: !row.acceptsDrop || isOverlay,
  });
  const dragProps: HTMLAttributes<HTMLDivElement> =
    row.canMove && !isOverlay ? { ...draggable.attributes, ...draggable.listeners } : {};
  const icon = itemIcon(row);
  const details = detailsOf(row);
  // The whole name shows while the card is pointed at or focused from the keyboard, until
  // Escape (WCAG 1.4.13: content on hover or focus can be dismissed without moving).
  const [pointed, setPointed] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const pressed = useRef(false);
  const showWhole = !isOverlay && !isDragging && !dismissed && (pointed || keyboardFocus);
  const point = (on: boolean) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    setPointed(on);
    if (!on) setDismissed(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    dragProps.onKeyDown?.(event);
    if (event.defaultPrevented || isDragging) return;
    if (event.key === 'Escape') setDismissed(true);
    // Space belongs to the drag sensor on a file (pick up / drop); Enter opens, as on a button.
    if (event.key === 'Enter' || (event.key === ' ' && !row.canMove)) {
      event.preventDefault();
      onOpen();
    }
  };

  return (
    <div
      ref={droppable.setNodeRef}
      className={[
        styles.card,
        isFile ? styles.fileCard : styles.folderCard,
        droppable.isOver ? styles.over : '',
        isDragging ? styles.dragging : '',
        isOverlay ? styles.overlay : '',
      ].join(' ')}
      aria-hidden={isOverlay || undefined}
      aria-busy={row.isPending || undefined}
      data-item-id={item.id}
      data-drop-over={droppable.isOver || undefined}
    >
      <div
        role="button"
        tabIndex={isOverlay ? -1 : 0}
        {...dragProps}
        ref={draggable.setNodeRef}
        className={[styles.main, row.canMove ? styles.grab : ''].join(' ')}
        onKeyDown={isOverlay ? undefined : onKeyDown}
        onClick={isOverlay || isDragging ? undefined : onOpen}
        onPointerEnter={point(true)}
        onPointerLeave={point(false)}
        onPointerDown={(event) => {
          pressed.current = true;
          dragProps.onPointerDown?.(event);
        }}
        onFocus={() => {
          setKeyboardFocus(!pressed.current);
          pressed.current = false;
        }}
        onBlur={() => {
          setKeyboardFocus(false);
          setDismissed(false);
        }}
      >
        {isFile ? (
          <span className={styles.thumb}>
            <Thumbnail item={item} icon={icon} />
          </span>
        ) : (
          <span className={styles.folderIcon}>
            <Icon name={icon} size={22} />
          </span>
        )}
        <span className={styles.text}>
          <ItemName name={item.name} showWhole={showWhole} />
          {details && <span className={styles.details}>{details}</span>}
        </span>
      </div>
      <span className={styles.actions}>
        {row.isPending ? (
          <Spinner size="sm" label="Salvando" />
        ) : (
          !isOverlay && <Menu items={actions} label={`Ações de ${item.name}`} />
        )}
      </span>
    </div>
  );
}
