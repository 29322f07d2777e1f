import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import styles from './sign-up-frame.module.css';

interface SignUpFrameProps {
  heading: string;
  hint: string;
  /** The banner after a failed submit, or null. */
  banner: string | null;
  onDismissBanner: () => void;
  /** Counts failed submits: each one brings the first field in error into view and focus. */
  failedSubmits: number;
  /** A failure that names no field (`general`, network), or null. */
  generalError: string | null;
  footerHint: string | null;
  isLoading: boolean;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** Scrolls to the first control marked invalid (for a group, its first option) and focuses it. */
function focusFirstError(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const controls = 'input, select, textarea, button';
  const target = invalid.matches(controls) ? invalid : invalid.querySelector<HTMLElement>(controls);
  invalid.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/** The one-column card both sign-up forms share: heading and hint, sections, then Cancel and Sign up now. */
export function SignUpFrame(props: SignUpFrameProps) {
  const { heading, hint, banner, onDismissBanner, failedSubmits, generalError, footerHint, isLoading } = props;
  const headingId = useId();
  const footerHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits === 0) return;
    // After this commit: field errors may render a moment after the count changes.
    const timer = window.setTimeout(() => focusFirstError(formRef.current), 0);
    return () => window.clearTimeout(timer);
  }, [failedSubmits]);

  return (
    <div className={styles.frame}>
      {/* Sticky: the submit button is at the bottom of a long form, the banner must still be seen. */}
      <div className={styles.bannerSlot}>
        <ErrorBanner message={banner} onDismiss={onDismissBanner} />
      </div>
      <form ref={formRef} className={styles.card} aria-labelledby={headingId} noValidate onSubmit={props.onSubmit}>
        <header className={styles.header}>
          <h1 id={headingId}>{heading}</h1>
          <p className={styles.hint}>{hint}</p>
        </header>
        {props.children}
        {generalError && (
          <p className={styles.generalError} role="alert">
            {generalError}
          </p>
        )}
        <footer className={styles.footer}>
          {footerHint && (
            <p id={footerHintId} className={styles.footerHint}>
              {footerHint}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isLoading} aria-describedby={footerHint ? footerHintId : undefined}>
              Sign up now
            </Button>
          </div>
        </footer>
      </form>
    </div>
  );
}
