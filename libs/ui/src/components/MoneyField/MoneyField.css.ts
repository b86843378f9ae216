import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The control is Field.css.ts's (the look every field shares); these are the money field's own.

/** Figures line up as they are typed. */
export const input = style({ fontVariantNumeric: 'tabular-nums' });

/** 'Valor entendido: R$ 1.300.000,00' under the field. */
export const understood = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const amount = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
