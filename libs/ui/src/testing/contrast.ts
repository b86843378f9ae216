import { vars } from '../theme/contract.css';

// WCAG 2.2 contrast, measured on what the browser computed, for the stories' play functions.

export type Rgba = readonly [number, number, number, number];

/**
 * A CSS colour as the browser computes it ('rgb(…)', 'rgba(…)') or a hex token ('#6b6ef2'; the
 * build may also write a translucent token as '#ffffffeb' or '#fffe').
 */
export function parseColor(value: string): Rgba {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b, a = 255] = [0, 2, 4, 6]
      .filter((i) => i < full.length)
      .map((i) => parseInt(full.slice(i, i + 2), 16));
    return [r ?? 0, g ?? 0, b ?? 0, a / 255];
  }
  const [r = 0, g = 0, b = 0, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two opaque colours (1 to 21); see `contrastOn` for a translucent one. */
function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `top` painted over the opaque `bottom`. */
export function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

/** Contrast of `foreground` (translucent or not) painted on the opaque `background`. */
export function contrastOn(foreground: Rgba, background: Rgba): number {
  return contrastRatio(over(foreground, background), background);
}

/**
 * The opaque colour painted behind `element`'s box: its own background and its ancestors',
 * composed down to the first opaque one (the page is white below everything).
 */
function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = parseColor(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0) layers.push(colour);
    if (colour[3] >= 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

/** The value of a theme token (`vars.color.focusRing`) as the page has it. */
export function tokenValue(token: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1] ?? token;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The focus indicator's colour, read from its theme token. */
export const focusRingColor = (): Rgba => parseColor(tokenValue(vars.color.focusRing));

/** The element or the ancestor (up to 3 up) that draws `element`'s focus ring as an outline. */
function ringedBox(element: Element): Element | null {
  let node: Element | null = element;
  for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
    const style = getComputedStyle(node);
    // A control drawn by its label (a radio of a segmented control) is itself invisible.
    const visible = style.opacity !== '0' && node.getBoundingClientRect().width > 2;
    if (visible && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return node;
  }
  return null;
}

/**
 * What is wrong with the focus indicator of the focused `element` (WCAG 2.2 SC 2.4.11 and
 * 1.4.11): it must be drawn (a solid outline at least 2 px wide, on the element or on the box
 * that stands for it, e.g. the card around a link), in the theme's `focusRing` colour, with 3:1
 * against the colour behind it: the surface around the element, or the element's own background
 * when the ring is drawn inside its edge.
 */
export function focusRingProblems(element: Element): string[] {
  const label =
    (element as HTMLInputElement).labels?.[0]?.textContent ||
    element.getAttribute('aria-label') ||
    element.textContent ||
    '';
  const name = `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
  const ringed = ringedBox(element);
  if (!ringed) return [`${name} shows no focus ring (a solid outline)`];
  const style = getComputedStyle(ringed);
  const problems: string[] = [];
  if (style.outlineStyle !== 'solid') problems.push(`${name}: the ring is ${style.outlineStyle}`);
  if (parseFloat(style.outlineWidth) < 2)
    problems.push(`${name}: the ring is ${style.outlineWidth} wide (2px at least)`);
  const ring = parseColor(style.outlineColor);
  const token = focusRingColor();
  if (ring.some((value, i) => Math.abs(value - (token[i] ?? 0)) > 0.5))
    problems.push(`${name}: the ring is ${style.outlineColor}, not the focusRing token`);
  const inside = parseFloat(style.outlineOffset) < 0;
  const behind = backgroundBehind(inside ? ringed : (ringed.parentElement ?? ringed));
  const ratio = contrastOn(ring, behind);
  if (ratio < 3)
    problems.push(`${name}: the ring has ${ratio.toFixed(2)}:1 against the surface behind it`);
  return problems;
}
