import { over, parseColor, tokenValue } from '../../testing/contrast';
import type { Rgba } from '../../testing/contrast';
import { vars } from '../contract.css';
import type { Surface } from './colour-uses';

export const surfaceName = (surface: Surface) =>
  typeof surface === 'string' ? surface : `${surface[0]} over ${surface[1]}`;

/** A surface's opaque colour as the page computes its tokens (a translucent one composed). */
export function surfaceColour(surface: Surface): Rgba {
  if (typeof surface === 'string') return parseColor(tokenValue(vars.color[surface]));
  const [top, below] = surface;
  return over(parseColor(tokenValue(vars.color[top])), surfaceColour(below));
}

/** A surface as a CSS background: a translucent token is painted over its base. */
export function surfaceBackground(surface: Surface): string {
  if (typeof surface === 'string') return vars.color[surface];
  const [top, below] = surface;
  return `linear-gradient(${vars.color[top]}, ${vars.color[top]}), ${vars.color[below]}`;
}

/** Two decimals, cut rather than rounded, so 4.496 never reads as a passing 4.50. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
