import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Drives a native <dialog> as a controlled modal: `showModal()` when open (focus moves in, to the
 * `[data-autofocus]` element if there is one; the page behind becomes inert; the dialog sits in
 * the top layer), `close()` when not, and every way of dismissing it (Escape, a press on the
 * backdrop) is turned into `onClose` so the owner decides. Escape is handled on keydown as well
 * as on the native `cancel`, because synthetic key events (and some browsers) do not raise
 * `cancel`; a timestamp keeps one key press from closing twice.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const lastEscape = useRef(0);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // showModal() focuses the first focusable element (often the × button); a form names the
      // field a person starts in with `data-autofocus`, so typing goes there at once. (React's
      // autoFocus runs before showModal, while the dialog is still hidden, and is lost.)
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      // Give focus back to whatever opened the dialog, as the native close would.
      if (opener.current instanceof HTMLElement && opener.current.isConnected)
        opener.current.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      lastEscape.current = performance.now();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // The native modal already makes the page inert; wrapping Tab keeps focus inside even where
    // the browser would move it to its own UI or to a parent frame.
    const focusables = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
    ).filter((element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (performance.now() - lastEscape.current < 100) return;
    onClose();
  };

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    // A press that lands on the <dialog> box itself, not its content, is on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  return { ref, dialogProps: { onKeyDown, onCancel, onMouseDown } };
}
