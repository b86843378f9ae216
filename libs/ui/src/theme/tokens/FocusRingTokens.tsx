import { focusRing, focusRingInset } from '../focus';
import { colourContrasts } from './ColourTokens';
import type { Surface } from './colour-uses';
import { vars } from '../contract.css';
import { formatRatio, surfaceBackground, surfaceName } from './surfaces';
import * as styles from './tokens.css';

const textOn = (surface: Surface) =>
  surface === 'sidebar' || surface === 'sidebarActive' ? vars.color.sidebarText : vars.color.text;

/**
 * The focus indicator as theme/focus.ts defines it, drawn on every surface it must show on,
 * each with the ring's contrast against it (computed from the theme's values).
 */
export function FocusRingTokens() {
  const pairs = colourContrasts().filter((pair) => pair.row === 'focusRing');
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        One indicator for every focusable element: <code>focusRing</code> (
        <span className={styles.code}>
          outline {focusRing.outline.replace(vars.color.focusRing, 'focusRing')}, offset{' '}
          {focusRing.outlineOffset}
        </span>
        ), or <code>focusRingInset</code> (offset {focusRingInset.outlineOffset}) inside a box that
        clips. An outline, not a shadow, so forced-colours mode still draws it. It owes 3:1 to the
        surface behind it (WCAG 2.2 SC 2.4.11 and 1.4.11).
      </p>
      <ul className={styles.ringSamples}>
        {pairs.map((pair) => {
          const name = surfaceName(pair.surface);
          return (
            <li
              key={name}
              className={styles.ringSurface}
              style={{ background: surfaceBackground(pair.surface), color: textOn(pair.surface) }}
            >
              <span className={styles.ringBox} style={focusRing}>
                focusRing
              </span>
              <span className={styles.ringBox} style={focusRingInset}>
                focusRingInset
              </span>
              <span>
                {name}: {formatRatio(pair.ratio)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
