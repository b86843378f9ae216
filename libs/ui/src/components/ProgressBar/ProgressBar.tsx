import * as styles from './ProgressBar.css';

export type ProgressBarProps = {
  /** 0–100; values outside are clamped. */
  value: number;
  /** The bar is only rendered while something loads. */
  visible: boolean;
  /** Accessible name of the progress bar. */
  label?: string;
  /**
   * 'top': pinned to the top of the viewport (a page loading); 'inline': the same bar in the
   * flow of its container (an upload's progress in a dialog).
   */
  placement?: ProgressBarPlacement;
  /** What the value means, read out with it (e.g. '1,2 MB de 4 MB'). */
  valueText?: string;
};

export const progressBarPlacements = ['top', 'inline'] as const;
export type ProgressBarPlacement = (typeof progressBarPlacements)[number];

/** Thin loading bar, pinned to the top of the viewport (docs/product.md: the task board's) or inline. */
export function ProgressBar({
  value,
  visible,
  label = 'Carregando',
  placement = 'top',
  valueText,
}: ProgressBarProps) {
  if (!visible) return null;
  const clamped = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div
      className={styles.track[placement]}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <div className={styles.bar} style={{ width: `${clamped}%` }} />
    </div>
  );
}
