import { useId, type KeyboardEvent } from 'react';
import { ErrorKeys } from '@fractional/contract';
import { TIMESHEET_KEY_TEXTS } from '../timesheet-messages';
import { DAY_LABELS, cellHours, commitmentText, dayHeading, weekTotal, type WeekCells } from '../week';
import styles from './timesheets.module.css';

interface WeekGridProps {
  weekStart: string;
  cells: WeekCells;
  onChange: (cells: WeekCells) => void;
  committedHours: number;
  /** Days before joining or after the seat ended: shown, not editable. */
  isDayOpen: (index: number) => boolean;
  disabled: boolean;
}

/**
 * The week's hours, Monday to Sunday: one text input a day (0–24 in quarters of an hour, kept as typed
 * and read by cellHours, so "1,5" is 1.5 h, never 15; a number input would drop the comma), in tab
 * order along the week; ← and → move between days too. Under it, the total against the hours committed.
 */
export function WeekGrid({ weekStart, cells, onChange, committedHours, isDayOpen, disabled }: WeekGridProps) {
  const baseId = useId();
  const totalId = `${baseId}-total`;
  const total = weekTotal(cells);
  const isOver = total > committedHours;
  const errorId = `${baseId}-error`;
  const invalidDays = DAY_LABELS.filter((_, index) => cellHours(cells[index] ?? '') === null);
  const move = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = document.getElementById(`${baseId}-${index + step}`);
    if (next instanceof HTMLInputElement) {
      event.preventDefault();
      next.focus();
      next.select();
    }
  };
  return (
    <fieldset className={styles.grid} aria-describedby={totalId}>
      <legend className="visually-hidden">Hours per day</legend>
      {cells.map((text, index) => {
        const id = `${baseId}-${index}`;
        const isInvalid = cellHours(text) === null;
        const isOpen = isDayOpen(index);
        return (
          <div key={DAY_LABELS[index]} className={styles.day}>
            <label htmlFor={id} className={styles.dayLabel}>
              {dayHeading(weekStart, index)}
            </label>
            <input
              id={id}
              className={styles.hours}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-label={`${DAY_LABELS[index]} hours`}
              value={text}
              placeholder="0"
              disabled={disabled || !isOpen}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? errorId : undefined}
              onChange={(event) => onChange(cells.map((cell, at) => (at === index ? event.target.value : cell)))}
              onKeyDown={(event) => move(event, index)}
            />
          </div>
        );
      })}
      {invalidDays.length > 0 ? (
        <p id={errorId} className={styles.cellError} role="alert">
          {`${invalidDays.join(', ')}: ${TIMESHEET_KEY_TEXTS[ErrorKeys.invalidHours]}`}
        </p>
      ) : null}
      <p id={totalId} className={isOver ? `${styles.total} ${styles.over}` : styles.total} aria-live="polite">
        <strong>Total:</strong> {commitmentText(total, committedHours)}
      </p>
    </fieldset>
  );
}
