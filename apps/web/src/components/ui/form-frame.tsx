import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from './button';
import { ErrorBanner } from './error-banner';
import { focusFirstInvalid } from './focus-first-invalid';
import { useSubmitOnce } from './use-submit-once';
import styles from './form-frame.module.css';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface FormFrameProps {
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
  /** The submit button's text: "Sign up now", "Save profile". */
  submitLabel: string;
  /** Disables submit besides loading (edit forms: invalid or unchanged). */
  isSubmitDisabled?: boolean;
  onCancel: () => void;
  /** Return the submission's promise to keep the button disabled until it settles (one request per double-click). */
  onSubmit: (event: FormEvent) => void | Promise<unknown>;
  /** When given, leaving the page (in the app or closing the tab) with unsaved changes asks first. */
  hasUnsavedChanges?: () => boolean;
  children: ReactNode;
}

/**
 * The one-column card of the sign-up, edit-profile and create-project forms: heading and hint, sections, then Cancel
 * and the submit button. Rendered inside the form's FormProvider.
 */
export function FormFrame(props: FormFrameProps) {
  const { heading, hint, banner, onDismissBanner, failedSubmits, generalError, footerHint } = props;
  const once = useSubmitOnce();
  const isLoading = props.isLoading || once.isSubmitting;
  const headingId = useId();
  const footerHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits === 0) return;
    // After this commit: field errors may render a moment after the count changes.
    const timer = window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
    return () => window.clearTimeout(timer);
  }, [failedSubmits]);
  useBannerGoesWhenFixed(banner, generalError, onDismissBanner);

  return (
    <div className={styles.frame}>
      {/* In the flow, never over a field (issue 15); near the button the footer hint repeats it. */}
      <ErrorBanner message={banner} onDismiss={onDismissBanner} />
      {props.hasUnsavedChanges ? <UnsavedChangesGuard hasUnsavedChanges={props.hasUnsavedChanges} /> : null}
      <form
        ref={formRef}
        className={styles.card}
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isLoading) once.submit(() => props.onSubmit(event));
        }}
      >
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
            <Button
              type="submit"
              isLoading={isLoading}
              disabled={props.isSubmitDisabled}
              aria-describedby={footerHint ? footerHintId : undefined}
            >
              {props.submitLabel}
            </Button>
          </div>
        </footer>
      </form>
    </div>
  );
}

/**
 * The banner goes once every field in error has been put right (and no error without a field is left):
 * it asked the user to fix the form, which is done. Only on that change, so a banner shown before the
 * form's errors reach this render stays.
 */
function useBannerGoesWhenFixed(banner: string | null, generalError: string | null, dismiss: () => void) {
  const { errors } = useFormState();
  const hasErrors = Object.keys(errors).length > 0 || generalError !== null;
  const hadErrors = useRef(hasErrors);
  useEffect(() => {
    const isFixed = hadErrors.current && !hasErrors;
    hadErrors.current = hasErrors;
    if (isFixed && banner !== null) dismiss();
  }, [hasErrors, banner, dismiss]);
}
