import { createElement, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Marked } from 'marked';
import { handleNavigate, type NavigateHandler } from '../TextLink/TextLink';
import { newTabLink, sanitizedHtml } from '../RichText/sanitized-html';
import * as styles from './Markdown.css';

/** The only elements an answer may keep (everything else is dropped, its text kept). */
export const markdownTags = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

// GFM (tables, strikethrough) and a line break for each newline, as a chat reads. Made on first
// use, so importing the kit's index does not run (or bundle) marked outside the chat.
let parser: Marked | undefined;
const markdownToHtml = (markdown: string): string =>
  (parser ??= new Marked({ gfm: true, breaks: true, async: false })).parse(markdown) as string;

// Web addresses open in a new tab; the portal's own paths ('/…', never '//host') in place.
const WEB = /^https?:\/\//i;
const PORTAL = /^\/(?!\/)/;

/** Where a link of an answer goes: out (new tab), in (the router), or nowhere (text only). */
export function markdownLinkKind(href: string): 'web' | 'portal' | 'none' {
  if (WEB.test(href)) return 'web';
  return PORTAL.test(href) && !href.includes('\\') ? 'portal' : 'none';
}

export type MarkdownProps = {
  /** The answer as the assistant wrote it (markdown; raw HTML inside is sanitized too). */
  markdown: string;
  /** Opens a portal path in place (the router); the kit never routes by itself. */
  onNavigate: NavigateHandler;
  className?: string;
};

/**
 * An AI answer (SPEC §2 "AI replies are rendered from markdown to HTML"): marked writes HTML,
 * DOMPurify keeps `markdownTags`, and the result is rebuilt as React elements (never innerHTML).
 * Links keep their address only when it is http(s) or a path of the portal; headings are all
 * `h2` (sized by their level) so no answer breaks the page's outline; a table scrolls sideways
 * inside its own focusable, labelled box.
 */
export function Markdown({ markdown, onNavigate, className }: MarkdownProps) {
  const content = useMemo(() => renderMarkdown(markdown, onNavigate), [markdown, onNavigate]);
  return <div className={[styles.root, className ?? ''].join(' ')}>{content}</div>;
}

const ALIGN = new Set(['left', 'right', 'center']);

function renderMarkdown(markdown: string, onNavigate: NavigateHandler): ReactNode {
  return sanitizedHtml(markdownToHtml(markdown), {
    tags: markdownTags,
    attributes: ['href', 'align', 'start'],
    text: (text) => text,
    element: (element, children, key) => {
      const tag = element.tagName.toLowerCase();
      switch (tag) {
        case 'a':
          return link(element.getAttribute('href')?.trim() ?? '', children, key, onNavigate);
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6':
          return (
            <h2 key={key} className={styles.heading} data-level={tag.slice(1)}>
              {children}
            </h2>
          );
        case 'table':
          return (
            <div
              key={key}
              role="group"
              aria-label={`Tabela: ${headersOf(element)}`}
              tabIndex={0}
              className={styles.tableScroll}
              data-table-scroll=""
            >
              <table className={styles.table}>{children}</table>
            </div>
          );
        case 'th':
        case 'td': {
          const align = element.getAttribute('align') ?? '';
          const style: CSSProperties | undefined = ALIGN.has(align)
            ? { textAlign: align as CSSProperties['textAlign'] }
            : undefined;
          return createElement(
            tag,
            { key, style, scope: tag === 'th' ? 'col' : undefined },
            ...children,
          );
        }
        case 'ol': {
          const start = Number(element.getAttribute('start'));
          return Number.isSafeInteger(start) && start !== 1 ? (
            <ol key={key} start={start}>
              {children}
            </ol>
          ) : undefined;
        }
        default:
          return undefined;
      }
    },
  });
}

function link(href: string, children: ReactNode[], key: string, onNavigate: NavigateHandler) {
  switch (markdownLinkKind(href)) {
    case 'web':
      return newTabLink(href, children, key);
    case 'portal':
      return (
        <a key={key} href={href} onClick={(event) => handleNavigate(event, href, onNavigate)}>
          {children}
        </a>
      );
    case 'none':
      return <span key={key}>{children}</span>;
  }
}

/** A table's column names, so a person tabbing through an answer knows which table this is. */
function headersOf(table: Element): string {
  const names = [...table.querySelectorAll('th')]
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter((name) => name !== '');
  return names.length > 0 ? names.join(', ') : 'dados';
}
