import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import * as styles from './TextLink.css';

/** How the host app moves between pages (e.g. react-router's navigate); the kit never routes. */
export type NavigateHandler = (href: string) => void;

export type TextLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  onNavigate?: NavigateHandler;
  children: ReactNode;
};

/**
 * A real <a href> (so open-in-new-tab works) whose plain left click is handed to `onNavigate`
 * for client-side routing.
 */
export function TextLink({
  href,
  onNavigate,
  onClick,
  className,
  children,
  ...rest
}: TextLinkProps) {
  return (
    <a
      href={href}
      className={[styles.link, className ?? ''].join(' ')}
      onClick={(event) => {
        onClick?.(event);
        handleNavigate(event, href, onNavigate);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

export function handleNavigate(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: NavigateHandler | undefined,
) {
  if (!onNavigate || event.defaultPrevented) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  onNavigate(href);
}
