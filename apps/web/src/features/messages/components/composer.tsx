import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import { groupThousands } from '../../../lib/format-number';
import { MESSAGE_BODY_MAX } from '@fractional/contract';
import styles from './composer.module.css';

export const EMPTY_MESSAGE = 'Write a message before sending.';
/** The counter shows from here on. */
const COUNTER_FROM = MESSAGE_BODY_MAX - 500;

/** What stops a body from being sent, in words; null when it may go (1–5,000 characters, not only spaces). */
export function composerError(body: string): string | null {
  if (body.trim() === '') return EMPTY_MESSAGE;
  if (body.length > MESSAGE_BODY_MAX) {
    return `A message can have at most ${groupThousands(String(MESSAGE_BODY_MAX))} characters; this one has ${groupThousands(String(body.length))}.`;
  }
  return null;
}

function counterText(length: number): string {
  const left = MESSAGE_BODY_MAX - length;
  if (left >= 0) return `${groupThousands(String(left))} characters remaining`;
  return `${groupThousands(String(-left))} ${left === -1 ? 'character' : 'characters'} too many`;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line (so does Enter while an input method
 * is composing). A body that cannot go says why, under the box, and stays as typed.
 */
export function Composer({ onSend }: { onSend: (body: string) => void }) {
  const [body, setBody] = useState('');
  const [hasTriedEmpty, setHasTriedEmpty] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // A second click of a double-click on Send finds the box already emptied by the first: it was sent, not empty.
  const isJustSent = useRef(false);
  const ids = { box: useId(), hint: useId(), error: useId(), counter: useId() };

  const problem = composerError(body);
  // Too long shows at once; empty only once the user tried to send it.
  const error = problem === EMPTY_MESSAGE ? (hasTriedEmpty ? problem : null) : problem;
  const hasCounter = body.length > COUNTER_FROM;

  const submit = () => {
    if (problem === EMPTY_MESSAGE && isJustSent.current) return;
    if (problem) {
      setHasTriedEmpty(problem === EMPTY_MESSAGE);
      box.current?.focus();
      return;
    }
    onSend(body);
    isJustSent.current = true;
    setBody('');
    setHasTriedEmpty(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const describedBy = [error ? ids.error : ids.hint, hasCounter && ids.counter].filter(Boolean).join(' ');
  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate>
      <label htmlFor={ids.box} className="visually-hidden">
        Message
      </label>
      <div className={styles.row}>
        <textarea
          ref={box}
          id={ids.box}
          name="body"
          rows={2}
          className={`${inputClassName} ${styles.box}`}
          placeholder="Write a message…"
          value={body}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setHasTriedEmpty(false);
            isJustSent.current = false;
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" className={styles.send}>
          Send
        </Button>
      </div>
      <div className={styles.messages}>
        {error ? (
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={ids.hint} className={styles.hint}>
            Enter to send, Shift+Enter for a new line
          </p>
        )}
        {hasCounter ? (
          <p id={ids.counter} className={styles.counter}>
            {counterText(body.length)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
