import * as styles from './ProgressBar.css';

export type ProgressBarProps = {
  /** 0–100; values outside are clamped. */
  value: number;
  /** The bar is only rendered while something loads. */
  visible: boolean;
  /** Accessible name of the progress bar. */
  label?: string;
};

/** Thin loading bar pinned to the top of the viewport (SPEC §2: the task board's progress bar). */
export function ProgressBar({ value, visible, label = 'Carregando' }: ProgressBarProps) {
  if (!visible) return null;
  const clamped = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <div className={styles.bar} style={{ width: `${clamped}%` }} />
    </div>
  );
}
