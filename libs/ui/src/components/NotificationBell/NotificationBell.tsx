import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  NOTIFICATIONS_EMPTY,
  NOTIFICATIONS_MARK_ALL,
  NOTIFICATIONS_TITLE,
  formatMeetingDate,
  notificationsBadge,
  notificationsBellLabel,
  type NotificationsView,
} from '@portal/domain';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import { handleNavigate, type NavigateHandler } from '../TextLink/TextLink';
import * as styles from './NotificationBell.css';

export type NotificationBellProps = Pick<
  NotificationsView,
  'items' | 'unread' | 'error' | 'isLoading'
> & {
  /** A notification was followed: the owner marks it read; the link itself navigates. */
  onOpen: (id: string) => void;
  onReadAll: () => void;
  /** The list was opened, or 'Tentar novamente'. */
  onRefresh: () => void;
  onNavigate?: NavigateHandler;
};

/**
 * The bell in the top bar: the unread count on it, and a list that opens under it (a disclosure:
 * its items are links). Following one marks it read and goes to its place; Escape or a click
 * outside closes the list and gives focus back to the bell.
 */
export function NotificationBell({
  items,
  unread,
  error,
  isLoading,
  onOpen,
  onReadAll,
  onRefresh,
  onNavigate,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={notificationsBellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) onRefresh();
          setOpen(!open);
        }}
      >
        <Icon name="bell" size={20} />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden>
            {notificationsBadge(unread)}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {NOTIFICATIONS_TITLE}
            </h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={onReadAll}>
                {NOTIFICATIONS_MARK_ALL}
              </Button>
            )}
          </header>
          {error && (
            <p role="alert" className={styles.error}>
              {error}{' '}
              <button type="button" className={styles.retry} onClick={onRefresh}>
                Tentar novamente
              </button>
            </p>
          )}
          {isLoading ? (
            <div className={styles.state}>
              <Spinner size="sm" label="Carregando notificações" />
            </div>
          ) : items.length === 0 ? (
            !error && <p className={styles.state}>{NOTIFICATIONS_EMPTY}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.link}
                    className={item.read ? styles.item : styles.unreadItem}
                    onClick={(event) => {
                      onOpen(item.id);
                      setOpen(false);
                      handleNavigate(event, item.link, onNavigate);
                    }}
                  >
                    {!item.read && <span className={styles.dot} aria-label="Não lida" />}
                    <span className={styles.text}>
                      {item.text}
                      <time className={styles.time} dateTime={item.created_at}>
                        {formatMeetingDate(item.created_at)}
                      </time>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
