import { contrastOn, parseColor, tokenValue } from '../../testing/contrast';
import { dataTable, tableCaption, tableScroll } from '../table.css';
import { vars } from '../contract.css';
import { colourUses, logotypeUse, requiredContrast } from './colour-uses';
import type { ColourToken, ColourUse, Surface } from './colour-uses';
import { formatRatio, surfaceBackground, surfaceColour, surfaceName } from './surfaces';
import * as styles from './tokens.css';

export type ContrastPair = {
  /** The row: a contract token, or the logo tile's initial. */
  row: string;
  token: ColourToken;
  surface: Surface;
  ratio: number;
  required: number | undefined;
};

/** The logo tile's background, as Sidebar.css.ts and AuthLayout.css.ts paint it. */
const LOGO_TILE = `linear-gradient(135deg, ${vars.color.logoGradientStart}, ${vars.color.brandActive})`;

/** The logo tile's initial is onBrand over the gradient; a row of its own, apart from onBrand. */
const LOGOTYPE_ROW = 'onBrand (logo tile)';

const rows: { row: string; token: ColourToken; use: ColourUse }[] = [
  ...(Object.keys(colourUses) as ColourToken[]).map((token) => ({
    row: token,
    token,
    use: colourUses[token],
  })),
  { row: LOGOTYPE_ROW, token: 'onBrand', use: logotypeUse },
];

/**
 * Every colour of the contract against the surfaces it sits on, computed from the values the
 * page has now: WCAG 2.2 contrast of the colour (composed over the surface when translucent).
 */
export function colourContrasts(): ContrastPair[] {
  return rows.flatMap(({ row, token, use }) =>
    use.on.map((surface) => ({
      row,
      token,
      surface,
      ratio: contrastOn(parseColor(tokenValue(vars.color[token])), surfaceColour(surface)),
      required: requiredContrast[use.role],
    })),
  );
}

function Pair({ pair, role }: { pair: ContrastPair; role: ColourUse['role'] }) {
  const colour = vars.color[pair.token];
  const words = role === 'text' || role === 'logotype';
  const falls = pair.required !== undefined && pair.ratio < pair.required;
  return (
    <li className={styles.pair}>
      <span
        className={styles.sample}
        style={{
          // The initial is drawn on the tile's gradient, never on one end of it alone.
          background: role === 'logotype' ? LOGO_TILE : surfaceBackground(pair.surface),
          color: colour,
        }}
        aria-hidden="true"
      >
        {words ? 'Aa' : <span className={styles.sampleBar} style={{ background: colour }} />}
      </span>
      <span className={styles.code}>{surfaceName(pair.surface)}</span>
      <span className={falls ? styles.falls : styles.verdict}>
        {formatRatio(pair.ratio)}
        {pair.required === undefined
          ? ''
          : falls
            ? ` (under ${pair.required}:1)`
            : ` (≥ ${pair.required}:1)`}
      </span>
    </li>
  );
}

/** The colour tokens page: one row per token of `vars.color`, read from the theme. */
export function ColourTokens() {
  const pairs = colourContrasts();
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Every colour of the theme contract (<code>vars.color</code>, theme/contract.css.ts) with the
        value the page has now (theme/theme.css.ts). Each ratio is computed here against the
        surfaces the colour sits on in the kit’s styles (theme/tokens/colour-uses.ts): words owe
        4.5:1, a control’s edge, an icon, a chart line or the focus ring 3:1 (WCAG 2.2 AA).
      </p>
      <div className={tableScroll} role="region" aria-label="Colour tokens" tabIndex={0}>
        <table className={dataTable}>
          <caption className={tableCaption}>Colours</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Colour</th>
              <th scope="col">Value</th>
              <th scope="col">Role</th>
              <th scope="col">Contrast on its surfaces</th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, token, use }) => (
              <tr key={row} data-token={row}>
                <th scope="row" className={styles.code}>
                  {row}
                </th>
                <td>
                  <span className={styles.swatch} style={{ background: vars.color[token] }} />
                </td>
                <td className={styles.code}>{tokenValue(vars.color[token])}</td>
                <td>{use.role}</td>
                <td>
                  {use.on.length === 0 ? (
                    '—'
                  ) : (
                    <ul className={styles.pairs}>
                      {pairs
                        .filter((pair) => pair.row === row)
                        .map((pair) => (
                          <Pair key={surfaceName(pair.surface)} pair={pair} role={use.role} />
                        ))}
                    </ul>
                  )}
                </td>
                <td>{use.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
