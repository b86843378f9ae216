import { createElement, type ReactNode } from 'react';
import DOMPurify from 'dompurify';

// HTML from outside (meeting notes, the chat assistant's answers) reaches the page one way:
// DOMPurify cuts it down to a few tags and attributes, and the result is rebuilt as React
// elements, never set as HTML. RichText and Markdown share this walk; each says what its tags
// become.

export type SanitizedHtmlOptions = {
  /** The only elements kept (everything else is dropped, its text kept). */
  tags: readonly string[];
  /** The only attributes kept (DOMPurify also drops javascript: and data: URLs). */
  attributes: readonly string[];
  /** A text node's content. */
  text: (text: string, key: string) => ReactNode;
  /**
   * A kept element, its children already built; `undefined` leaves it as the same plain element
   * without attributes.
   */
  element?: (element: Element, children: ReactNode[], key: string) => ReactNode | undefined;
};

// React refuses text (even indentation) directly inside these.
const NO_TEXT_INSIDE = new Set(['UL', 'OL', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR']);

/** `html`, sanitized, as React nodes. */
export function sanitizedHtml(html: string, options: SanitizedHtmlOptions): ReactNode[] {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...options.tags],
    ALLOWED_ATTR: [...options.attributes],
    RETURN_DOM_FRAGMENT: true,
  });
  return toReact(fragment.childNodes, 'n', options);
}

function toReact(
  nodes: NodeListOf<ChildNode>,
  keyPrefix: string,
  options: SanitizedHtmlOptions,
): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${keyPrefix}-${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      const parent = node.parentNode?.nodeName ?? '';
      if (text === '' || (NO_TEXT_INSIDE.has(parent) && text.trim() === '')) return;
      out.push(options.text(text, key));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const children = toReact(element.childNodes, key, options);
    // DOMPurify already removed anything else; this keeps the rebuild honest if that changes.
    if (!options.tags.includes(tag)) {
      out.push(...children);
      return;
    }
    const own = options.element?.(element, children, key);
    out.push(own === undefined ? createElement(tag, { key }, ...children) : own);
  });
  return out;
}

/** A link out of the portal: a new tab that gets no hold on this one. */
export function newTabLink(href: string, children: ReactNode[], key: string): ReactNode {
  return (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
