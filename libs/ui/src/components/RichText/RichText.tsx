import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { MeetingTextSegments } from '../MeetingText/MeetingText';
import { newTabLink, sanitizedHtml } from './sanitized-html';
import * as styles from './RichText.css';

/** The only elements meeting notes may keep (everything else is dropped, its text kept). */
export const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
] as const;

// Links leave the portal: only web and mail addresses, never javascript: or data:.
const SAFE_HREF = /^(https?:|mailto:)/i;
// Any tag at all means the notes are HTML; otherwise they are typed text with line breaks.
const LOOKS_LIKE_HTML = /<\/?[a-z][\s\S]*?>/i;

export type RichTextProps = {
  /** Notes as stored: basic HTML or plain text, with **bold** and (hh:mm - hh:mm) ranges. */
  html: string;
  className?: string;
};

/**
 * Meeting notes (docs/product.md "Notes from formatted rich text"). The HTML is sanitized with DOMPurify
 * down to `richTextTags`, then rebuilt as React elements (never innerHTML), with the meeting-text
 * formatting applied to every text node. A `**` pair split by a tag stays literal.
 */
export function RichText({ html, className }: RichTextProps) {
  const content = useMemo(() => renderNotes(html), [html]);
  const isPlain = !LOOKS_LIKE_HTML.test(html);
  return (
    <div className={[styles.root, isPlain ? styles.plain : '', className ?? ''].join(' ')}>
      {content}
    </div>
  );
}

function renderNotes(html: string): ReactNode {
  if (!LOOKS_LIKE_HTML.test(html)) return <MeetingTextSegments text={html} />;
  return sanitizedHtml(html, {
    tags: richTextTags,
    attributes: ['href'],
    text: (text, key) => <MeetingTextSegments key={key} text={text} />,
    element: (element, children, key) => {
      if (element.tagName !== 'A') return undefined;
      const href = element.getAttribute('href')?.trim() ?? '';
      return SAFE_HREF.test(href) ? (
        newTabLink(href, children, key)
      ) : (
        <span key={key}>{children}</span>
      );
    },
  });
}
