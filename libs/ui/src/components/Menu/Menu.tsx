import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './Menu.css';

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export type MenuItem = {
  id: string;
  label: string;
  icon?: IconName;
  tone?: MenuItemTone;
  onSelect: () => void;
};

export type MenuProps = {
  items: readonly MenuItem[];
  /** The trigger's content (a label with an icon), or an icon alone with `label`. */
  trigger?: ReactNode;
  /** The trigger's accessible name; required when it shows only an icon. */
  label: string;
  /** The icon of an icon-only trigger (default: three dots). */
  icon?: IconName;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Which edge of the trigger the list lines up with. */
  align?: 'start' | 'end';
  className?: string;
};

const focusItem = (list: HTMLElement | null, index: number) => {
  const items = list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
  if (items.length === 0) return;
  items[(index + items.length) % items.length]?.focus();
};

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape and Tab close it; a click or tap outside
 * closes it. Choosing an item gives focus back to the trigger first, so a dialog the item opens
 * returns focus there when it closes.
 */
export function Menu({
  items,
  trigger,
  label,
  icon = 'moreVertical',
  variant = 'ghost',
  size = 'sm',
  align = 'end',
  className,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    focusItem(listRef.current, initialFocus === 'first' ? 0 : -1);
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  const openAt = (where: 'first' | 'last') => {
    setInitialFocus(where);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'),
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(event.currentTarget, moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      // Inside a dialog, Escape closes the menu, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className={[styles.root, className ?? ''].join(' ')}>
      <Button
        ref={triggerRef}
        variant={variant}
        size={size}
        iconOnly={!trigger}
        aria-label={trigger ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        trailingIcon={
          trigger ? <Icon name="chevronRight" size={14} className={styles.chevron} /> : undefined
        }
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger ?? <Icon name={icon} />}
      </Button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="menu"
          aria-label={label}
          className={[styles.list, styles.align[align]].join(' ')}
          onKeyDown={onListKeyDown}
        >
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={[styles.item, item.tone === 'danger' ? styles.danger : ''].join(' ')}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.icon && <Icon name={item.icon} size={16} />}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
