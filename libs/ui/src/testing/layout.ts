// Measurements the stories' play functions assert on. Stories run in real Chromium, so what a
// person sees (which line a word sits on, whether a text fits) can be read from the layout.
// Each helper returns the problems it finds as sentences, so a failing story says what is wrong:
// `await expect(inlineBreaks(notes)).toEqual([])`.

type Box = { top: number; bottom: number; left: number; right: number; height: number };

const sameLine = (a: Box, b: Box): boolean => {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return overlap > Math.min(a.height, b.height) / 2;
};

/** The box of the text of a text node from `start` to `end`. */
function textBox(node: Text, start: number, end: number): Box | null {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  const first = rects[0];
  return first ?? null;
}

/** Where the lines of the block `element` sits in end, on the right. */
function lineEnd(element: Element): number {
  let block: Element | null = element.parentElement;
  while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
  if (!block) return window.innerWidth;
  const style = getComputedStyle(block);
  return (
    block.getBoundingClientRect().right -
    parseFloat(style.paddingRight) -
    parseFloat(style.borderRightWidth)
  );
}

/**
 * The last visible character of the text before `element` (null when that text ends its line
 * with a line break, or there is none).
 */
function textBefore(element: Element): Box | null {
  const node = element.previousSibling;
  if (!(node instanceof Text)) return null;
  const text = node.data;
  const end = text.search(/\s*$/);
  if (end === 0 || /\n/.test(text.slice(end))) return null;
  return textBox(node, end - 1, end);
}

/** The first word of the text after `element`, as `textBefore`. */
function wordAfter(element: Element): Box | null {
  const node = element.nextSibling;
  if (!(node instanceof Text)) return null;
  const text = node.data;
  const start = text.search(/\S/);
  if (start < 0 || /\n/.test(text.slice(0, start))) return null;
  const end = text.slice(start).search(/\s|$/) + start;
  return textBox(node, start, end);
}

/**
 * Inline elements (by default `<strong>` and `<mark>`) of `container` that do not sit on the
 * line of the text around them: one may start a new line only when it would not fit at the end
 * of the line the text before it ends on, and the same for the first word after it. (A flex or
 * grid container makes each of them a row of its own, however short.)
 */
export function inlineBreaks(container: Element, selector = 'strong, mark'): string[] {
  const problems: string[] = [];
  for (const element of container.querySelectorAll(selector)) {
    const name = `<${element.tagName.toLowerCase()}> "${element.textContent}"`;
    // A flex or grid item is blockified: a box as wide as the line, whatever its text.
    const display = getComputedStyle(element).display;
    if (!display.startsWith('inline')) problems.push(`${name} is laid out as ${display}`);
    // The lines of its text (not its box), to compare with the text around it.
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const first = boxes[0];
    const last = boxes[boxes.length - 1];
    if (!first || !last) {
      problems.push(`${name} is not drawn`);
      continue;
    }
    const end = lineEnd(element);
    const before = textBefore(element);
    if (before && !sameLine(before, first) && before.right + first.width < end)
      problems.push(`${name} starts a new line after the text before it`);
    const after = wordAfter(element);
    if (after && !sameLine(last, after) && last.right + (after.right - after.left) < end)
      problems.push(`the text after ${name} starts a new line`);
  }
  return problems;
}

/** How many lines of text `element` takes (from its line boxes). */
export function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = new Set<number>();
  for (const rect of range.getClientRects()) {
    if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top));
  }
  // Boxes of one line differ by a pixel or two (inline padding, fallback fonts).
  return [...tops].sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 4)
    .length;
}

/** True when the text of `element` is cut (it needs more room than it has). */
export function isClipped(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/** The width the text of `element` from `start` to `end` takes on one line. */
export function textWidth(element: Element, start: number, end: number): number {
  const node = [...element.childNodes].find((child): child is Text => child instanceof Text);
  if (!node) return 0;
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, Math.min(end, node.data.length));
  return range.getBoundingClientRect().width;
}
