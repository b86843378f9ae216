import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

// Phones and tablets: one column under the other (no sideways scrolling while dragging);
// desktop (docs/product.md, Limits: 1024 px): three side by side.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

// 'Nova Tarefa': at the top on mobile, under the first column on desktop (docs/product.md).
export const newTaskMobile = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const newTaskDesktop = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline-flex', alignSelf: 'stretch' } },
});

// 'Mostrar' and 'Ordenar por' above the columns; they wrap under each other on a phone.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const sortField = style({ minWidth: '12rem' });
