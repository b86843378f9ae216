import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
