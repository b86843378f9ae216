import { createElement, useMemo } from 'react';
import type { ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { MeetingTextSegments } from '../MeetingText/MeetingText';
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
type RichTextTag = (typeof richTextTags)[number];

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
 * Meeting notes (SPEC §2 "Notes from formatted rich text"). The HTML is sanitized with DOMPurify
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
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...richTextTags],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  return toReact(fragment.childNodes, 'n');
}

function toReact(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${keyPrefix}-${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      // Indentation between <li>s is not content, and React rejects text directly in a list.
      const inList = node.parentNode?.nodeName === 'UL' || node.parentNode?.nodeName === 'OL';
      if (text === '' || (inList && text.trim() === '')) return;
      out.push(<MeetingTextSegments key={key} text={text} />);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase() as RichTextTag;
    const children = toReact(element.childNodes, key);
    // DOMPurify already removed anything else; this keeps the rebuild honest if that changes.
    if (!(richTextTags as readonly string[]).includes(tag)) {
      out.push(...children);
      return;
    }
    if (tag === 'br') {
      out.push(<br key={key} />);
      return;
    }
    if (tag === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      out.push(
        SAFE_HREF.test(href) ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <span key={key}>{children}</span>
        ),
      );
      return;
    }
    out.push(createElement(tag, { key }, ...children));
  });
  return out;
}
