import { tokenValue } from '../../testing/contrast';
import { breakpoints, media } from '../breakpoints';
import { vars } from '../contract.css';
import { dataTable, tableCaption, tableScroll } from '../table.css';
import * as styles from './tokens.css';

type BreakpointName = keyof typeof breakpoints;

/**
 * What changes at each breakpoint (as breakpoints.ts says beside each value). A Record over
 * every key of `breakpoints`: a breakpoint added there fails the type check until it is told here.
 */
export const breakpointUses: Record<BreakpointName, string> = {
  narrowPhone: 'Below it (the narrowest phones, 360–414 px) a segmented control drops its icons.',
  smallPhone: 'Below it the top bar has no room for the person’s name beside the avatar.',
  wideDialog: 'From it a modal dialog has room for two columns (the profile modal).',
  tablet: 'From it a form puts two fields side by side and its actions in a row.',
  desktop:
    'The layout breakpoint: from it the sidebar stays beside the page and a side panel (a task) ' +
    'is 384 px wide; below it the sidebar is a drawer behind “Abrir menu” and a side panel ' +
    'takes the whole width.',
  wide: 'From it a page beside the sidebar has room for four summary cards in a row (finance).',
};

/** The widest breakpoint plus a margin: the ruler's full length. */
const RULER_MAX = Math.max(...Object.values(breakpoints)) + 160;

export function BreakpointTokens() {
  const names = (Object.keys(breakpoints) as BreakpointName[]).sort(
    (a, b) => breakpoints[a] - breakpoints[b],
  );
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Media queries cannot read CSS variables, so the breakpoints are numbers in
        theme/breakpoints.ts and every <code>.css.ts</code> uses <code>media.*</code> (ESLint
        refuses a pixel breakpoint anywhere else). <code>vars.breakpoint.desktop</code> carries{' '}
        <span className={styles.code}>{tokenValue(vars.breakpoint.desktop)}</span> for
        documentation. The stories’ viewports are 360 px (phone), 768 px (tablet) and 1280 px
        (desktop).
      </p>
      <div className={styles.ruler} role="img" aria-label={`Breakpoints from 0 to ${RULER_MAX}px`}>
        {names.map((name) => (
          <span
            key={name}
            className={styles.rulerMark}
            style={{ left: `${(breakpoints[name] / RULER_MAX) * 100}%` }}
            title={`${name}: ${breakpoints[name]}px`}
          />
        ))}
      </div>
      <div className={tableScroll} role="region" aria-label="Breakpoints" tabIndex={0}>
        <table className={dataTable}>
          <caption className={tableCaption}>Breakpoints</caption>
          <thead>
            <tr>
              <th scope="col">Breakpoint</th>
              <th scope="col">Width</th>
              <th scope="col">What changes</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name} data-token={`breakpoints.${name}`}>
                <th scope="row" className={styles.code}>
                  {name}
                </th>
                <td className={styles.code}>{`${breakpoints[name]}px`}</td>
                <td>{breakpointUses[name]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={tableScroll} role="region" aria-label="Media queries" tabIndex={0}>
        <table className={dataTable}>
          <caption className={tableCaption}>Media queries</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Query</th>
              <th scope="col">Matches this window</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(media).map(([name, query]) => (
              <tr key={name} data-token={`media.${name}`}>
                <th scope="row" className={styles.code}>{`media.${name}`}</th>
                <td className={styles.code}>{query}</td>
                <td>{window.matchMedia(query).matches ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
