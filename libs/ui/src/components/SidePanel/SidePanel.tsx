import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './SidePanel.css';

/** docs/product.md, Limits: default width, resize limits (desktop only) and the 300 ms close delay. */
export const SIDE_PANEL_WIDTH = { default: 384, min: 300, max: 800 } as const;
export const SIDE_PANEL_CLOSE_MS = 300;
const KEY_STEP = 16;
const KEY_STEP_LARGE = 64;

export type SidePanelProps = {
  open: boolean;
  /** Escape, the × button. The owner sets `open` to false at once; the panel slides out for 300 ms. */
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  children: ReactNode;
  /** Starting width in px on desktop (clamped to 300–800). */
  defaultWidth?: number;
  /** Called after each resize with the new width in px. */
  onResize?: (width: number) => void;
  closeLabel?: string;
};

// createVar gives 'var(--name)'; an inline style needs the bare '--name' (no runtime package).
const cssVarName = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');

const clamp = (width: number) =>
  Math.round(Math.min(SIDE_PANEL_WIDTH.max, Math.max(SIDE_PANEL_WIDTH.min, width)));

/**
 * Right-hand panel that slides in over the page without making it inert (the board behind stays
 * usable, e.g. to drag a card, which closes the panel). Focus moves into the panel when it opens
 * and back to whatever had it when it closes. Below 1024 px it takes the full width; on desktop
 * its left edge is a separator that resizes it by pointer or by arrow keys.
 */
export function SidePanel({
  open,
  onClose,
  label,
  children,
  defaultWidth = SIDE_PANEL_WIDTH.default,
  onResize,
  closeLabel = 'Fechar painel',
}: SidePanelProps) {
  const [width, setWidth] = useState(() => clamp(defaultWidth));
  const [mounted, setMounted] = useState(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  // While sliding out the panel keeps showing what it showed last, even if the owner has
  // already dropped the content (e.g. the task is gone from its props).
  const lastChildren = useRef(children);
  if (open) lastChildren.current = children;
  const handleId = useId();

  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setMounted(false), SIDE_PANEL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active;
    const panel = panelRef.current;
    if (panel && !panel.contains(active)) panel.focus({ preventScroll: true });
    return () => {
      const target = opener.current;
      const focusInside = panel?.contains(document.activeElement) ?? false;
      // Give focus back only if it was inside the panel; a drag that closed it keeps its focus.
      if (focusInside && target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [open]);

  const resize = (next: number) => {
    const value = clamp(next);
    setWidth(value);
    onResize?.(value);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // The handle is the left edge: moving left makes the panel wider.
    resize(drag.current.startWidth + (drag.current.startX - event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const next =
      event.key === 'ArrowLeft'
        ? width + step
        : event.key === 'ArrowRight'
          ? width - step
          : event.key === 'Home'
            ? SIDE_PANEL_WIDTH.min
            : event.key === 'End'
              ? SIDE_PANEL_WIDTH.max
              : null;
    if (next === null) return;
    event.preventDefault();
    resize(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    event.preventDefault();
    onClose();
  };

  if (!mounted) return null;

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-label={label}
      tabIndex={-1}
      className={[styles.panel, open ? styles.opening : styles.closing].join(' ')}
      style={{ [cssVarName(styles.widthVar)]: `${width}px` } as CSSProperties}
      onKeyDown={onKeyDown}
      data-state={open ? 'open' : 'closing'}
    >
      <div
        id={handleId}
        role="separator"
        aria-orientation="vertical"
        aria-label="Redimensionar painel"
        aria-valuenow={width}
        aria-valuemin={SIDE_PANEL_WIDTH.min}
        aria-valuemax={SIDE_PANEL_WIDTH.max}
        tabIndex={0}
        className={styles.handle}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onHandleKeyDown}
      />
      <div className={styles.closeRow}>
        <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </Button>
      </div>
      <div className={styles.body}>{open ? children : lastChildren.current}</div>
    </div>
  );
}
