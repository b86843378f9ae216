import type { ReactNode } from 'react';
import { tokenValue } from '../../testing/contrast';
import { dataTable, tableCaption, tableScroll } from '../table.css';
import { vars } from '../contract.css';
import * as styles from './tokens.css';

/** A group of the contract (`vars.space`, `vars.radius`, …): each key and its CSS variable. */
type TokenGroup = Record<string, string>;

/** A length as the page resolves it: '0.875rem' is also '14px' at the root's font size. */
function inPixels(value: string): string | undefined {
  const rem = /^([\d.]+)rem$/.exec(value)?.[1];
  if (!rem) return undefined;
  const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return `${Number(rem) * root}px`;
}

export type TokenTableProps = {
  caption: string;
  /** Its contract path, as a component reads it: `vars.space`. */
  path: string;
  group: TokenGroup;
  /** What the token looks like; given the CSS variable (`var(--…)`) and its value. */
  sample?: (cssVar: string, value: string) => ReactNode;
};

/** One row per key of a contract group, with the value the page has now and a sample. */
export function TokenTable({ caption, path, group, sample }: TokenTableProps) {
  return (
    <div className={tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={dataTable}>
        <caption className={tableCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            {sample && <th scope="col">Sample</th>}
          </tr>
        </thead>
        <tbody>
          {Object.entries(group).map(([name, cssVar]) => {
            const value = tokenValue(cssVar);
            const pixels = inPixels(value);
            return (
              <tr key={name} data-token={`${path}.${name}`}>
                <th scope="row" className={styles.code}>
                  {`${path}.${name}`}
                </th>
                <td className={styles.code}>{pixels ? `${value} (${pixels})` : value}</td>
                {sample && <td>{sample(cssVar, value)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Words of the product, so a size is judged on what it will carry. */
const SAMPLE_TEXT = 'Relatório de outubro de 2026 · Padaria Pão da Serra · R$ 1.234.567,89';

export function TypographyTokens() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Font families"
        path="vars.font"
        group={vars.font}
        sample={(cssVar) => <span style={{ fontFamily: cssVar }}>{SAMPLE_TEXT}</span>}
      />
      <TokenTable
        caption="Font sizes"
        path="vars.fontSize"
        group={vars.fontSize}
        sample={(cssVar) => <span style={{ fontSize: cssVar }}>{SAMPLE_TEXT}</span>}
      />
      <TokenTable
        caption="Font weights"
        path="vars.fontWeight"
        group={vars.fontWeight}
        sample={(cssVar) => <span style={{ fontWeight: cssVar }}>{SAMPLE_TEXT}</span>}
      />
      <TokenTable
        caption="Line heights"
        path="vars.lineHeight"
        group={vars.lineHeight}
        sample={(cssVar) => (
          <p style={{ lineHeight: cssVar, maxWidth: '36ch' }}>
            {`${SAMPLE_TEXT}. A reunião de acompanhamento revisou o fluxo de caixa e as metas.`}
          </p>
        )}
      />
    </div>
  );
}

export function SpacingTokens() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Space"
        path="vars.space"
        group={vars.space}
        sample={(cssVar) => <div className={styles.bar} style={{ width: cssVar }} />}
      />
      <TokenTable
        caption="Sizes"
        path="vars.size"
        group={vars.size}
        sample={(cssVar) => <div className={styles.bar} style={{ width: cssVar }} />}
      />
    </div>
  );
}

export function RadiusAndShadowTokens() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Radii"
        path="vars.radius"
        group={vars.radius}
        sample={(cssVar) => <div className={styles.shape} style={{ borderRadius: cssVar }} />}
      />
      <TokenTable
        caption="Shadows"
        path="vars.shadow"
        group={vars.shadow}
        sample={(cssVar) => (
          <div
            className={styles.shape}
            style={{ boxShadow: cssVar, borderRadius: vars.radius.lg, borderColor: 'transparent' }}
          />
        )}
      />
    </div>
  );
}

export function LayerAndMotionTokens() {
  return (
    <div className={styles.page}>
      <TokenTable caption="Layers (z-index)" path="vars.zIndex" group={vars.zIndex} />
      <TokenTable caption="Transitions" path="vars.transition" group={vars.transition} />
    </div>
  );
}
