import { vars } from './contract.css';

// The one focus indicator of the kit (WCAG 2.2 SC 2.4.11 / 1.4.11): a solid 2 px outline in
// `vars.color.focusRing`, whose colour keeps 3:1 on white, the tinted surfaces and the dark
// sidebar alike. An outline, not a box-shadow, so forced-colours mode still draws it. Every
// focusable element takes one of these two in its `:focus-visible` (the global style gives the
// first to anything else).

/** Drawn 2 px outside the element, over the surface around it. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Drawn just inside the element's edge, for elements in a box that clips (tabs, cards). */
export const focusRingInset = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;
