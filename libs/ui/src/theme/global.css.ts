import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './breakpoints';
import { focusRing } from './focus';
import './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  fontFeatureSettings: "'cv11', 'ss01'",
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });

// A visible ring for keyboard users only; mouse clicks keep the calm look. Components that draw
// their own take the same `focusRing` (theme/focus.ts).
globalStyle(':focus-visible', focusRing);

globalStyle('::selection', { background: vars.color.brandSoft, color: vars.color.text });

globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
