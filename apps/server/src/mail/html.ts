// The HTML part of a message written as text: the same words, paragraphs and links, so a mail
// program that shows HTML shows the message as it was written, and one that shows text has it too.
import { escapeMarkup } from '../markup';

/** http(s) addresses in the text, up to a space; a closing period or comma is the sentence's. */
const ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

function paragraph(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    out += escapeMarkup(text.slice(from, match.index));
    const href = escapeMarkup(match[0]);
    out += `<a href="${href}">${href}</a>`;
    from = match.index + match[0].length;
  }
  out += escapeMarkup(text.slice(from));
  return `<p>${out.replace(/\n/g, '<br>\n')}</p>`;
}

/** A whole HTML document of the text: a paragraph per blank-line block, every address a link. */
export function htmlOfText(text: string): string {
  const body = text
    .trim()
    .split(/\n{2,}/)
    .map(paragraph)
    .join('\n');
  return (
    '<!doctype html>\n<html lang="pt-BR"><head><meta charset="utf-8"></head>\n' +
    `<body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>\n`
  );
}
