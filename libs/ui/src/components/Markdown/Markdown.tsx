import { createElement, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Marked } from 'marked';
import { handleNavigate, type NavigateHandler } from '../TextLink/TextLink';
import { sanitizedHtml } from '../RichText/sanitized-html';
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

// Only the portal's own paths ('/…', never '//host' or '/\\host') stay links, opened in place.
// An answer is written by a model that reads company data, and text planted in that data can ask
// it for a link to another host carrying what it read (e-mails, figures): such a link is only
// text, so a click never hands the data over. An absolute address of the portal's own origin is
// kept as its path.
const PORTAL = /^\/(?!\/)/;

/** Where a link of an answer goes: in (the router, with its path) or nowhere (text only). */
export function markdownLink(
  href: string,
  origin: string | null = typeof window === 'undefined' ? null : window.location.origin,
): { kind: 'portal'; path: string } | { kind: 'none' } {
  if (href.includes('\\')) return { kind: 'none' };
  if (PORTAL.test(href)) return { kind: 'portal', path: href };
  if (!origin || !/^https?:\/\//i.test(href)) return { kind: 'none' };
  try {
    const url = new URL(href);
    return url.origin === origin && PORTAL.test(url.pathname)
      ? { kind: 'portal', path: `${url.pathname}${url.search}${url.hash}` }
      : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}

export type MarkdownProps = {
  /** The answer as the assistant wrote it (markdown; raw HTML inside is sanitized too). */
  markdown: string;
  /** Opens a portal path in place (the router); the kit never routes by itself. */
  onNavigate: NavigateHandler;
  /**
   * Asks a suggested question (docs/assistant.md): a link whose address is `?pergunta=<question>`
   * shows as a button that asks it; without this handler it is only text.
   */
  onAsk?: (question: string) => void;
  className?: string;
};

/**
 * An AI answer (docs/product.md "AI replies are rendered from markdown to HTML"): marked writes HTML,
 * DOMPurify keeps `markdownTags`, and the result is rebuilt as React elements (never innerHTML).
 * Links stay links only when they lead to a path of the portal; headings are all
 * `h2` (sized by their level) so no answer breaks the page's outline; a table scrolls sideways
 * inside its own focusable, labelled box.
 */
export function Markdown({ markdown, onNavigate, onAsk, className }: MarkdownProps) {
  const content = useMemo(
    () => renderMarkdown(markdown, onNavigate, onAsk),
    [markdown, onNavigate, onAsk],
  );
  return <div className={[styles.root, className ?? ''].join(' ')}>{content}</div>;
}

const ALIGN = new Set(['left', 'right', 'center']);

function renderMarkdown(
  markdown: string,
  onNavigate: NavigateHandler,
  onAsk: MarkdownProps['onAsk'],
): ReactNode {
  return sanitizedHtml(markdownToHtml(markdown), {
    tags: markdownTags,
    attributes: ['href', 'align', 'start'],
    text: (text) => text,
    element: (element, children, key) => {
      const tag = element.tagName.toLowerCase();
      switch (tag) {
        case 'a': {
          const href = element.getAttribute('href')?.trim() ?? '';
          const question = suggestedQuestion(href);
          if (question === null) return link(href, children, key, onNavigate);
          return onAsk ? (
            <button
              key={key}
              type="button"
              className={styles.suggestion}
              onClick={() => onAsk(question)}
            >
              {children}
            </button>
          ) : (
            <span key={key}>{children}</span>
          );
        }
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

/** The question a suggestion link asks ('?pergunta=<url-encoded question>'), or null. */
export function suggestedQuestion(href: string): string | null {
  if (!href.startsWith('?pergunta=')) return null;
  try {
    const question = decodeURIComponent(href.slice('?pergunta='.length).replace(/\+/g, ' ')).trim();
    return question === '' ? null : question;
  } catch {
    return null;
  }
}

function link(href: string, children: ReactNode[], key: string, onNavigate: NavigateHandler) {
  const target = markdownLink(href);
  if (target.kind === 'none') return <span key={key}>{children}</span>;
  return (
    <a
      key={key}
      href={target.path}
      onClick={(event) => handleNavigate(event, target.path, onNavigate)}
    >
      {children}
    </a>
  );
}

/** A table's column names, so a person tabbing through an answer knows which table this is. */
function headersOf(table: Element): string {
  const names = [...table.querySelectorAll('th')]
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter((name) => name !== '');
  return names.length > 0 ? names.join(', ') : 'dados';
}
