import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** 0–100; values outside are clamped. */
  value: number;
  /** The bar's accessible name, e.g. "Profile completion". */
  label: string;
  /** Also shows the label and "{value}%" (two decimals) above the bar. */
  showValue?: boolean;
}

/** A determinate progress bar (role progressbar) whose value is read with two decimals. */
export function ProgressBar({ value, label, showValue = false }: ProgressBarProps) {
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const text = `${clamped.toFixed(2)}%`;
  return (
    <div className={styles.root}>
      {showValue ? (
        <div className={styles.caption} aria-hidden="true">
          <span>{label}</span>
          <span className={styles.value}>{text}</span>
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
