import { ErrorKeys } from '@fractional/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { RATE_LIMITED } from '../account-messages';
import styles from './email-link-result.module.css';

interface EmailLinkResultProps {
  heading: string;
  /** The link's `?hash=`, or null when the URL has none. */
  hash: string | null;
  /** The public call that uses the hash (verify, confirm change). */
  mutation: UseMutationResult<void, Error, { hash: string }>;
  success: ReactNode;
  /** Shown instead of a failure when the link was used and what it did holds (422 `{hash:'alreadyVerified'}`). */
  alreadyDone?: ReactNode;
  /** What to do about an invalid or expired link. */
  invalidHelp: string;
}

function failureText(error: Error, invalidHelp: string): string {
  if (error instanceof ApiError && error.fieldErrors?.hash)
    return `This link is invalid or has expired. ${invalidHelp}`;
  if (error instanceof ApiError && error.status === 429) return RATE_LIMITED;
  return friendlyServerMessage(error.message);
}

function isAlreadyDone(error: Error | null): boolean {
  return error instanceof ApiError && error.fieldErrors?.hash === ErrorKeys.alreadyVerified;
}

/** A mailed link's page: sends the hash once on arrival, then says how it went. Works signed out. */
export function EmailLinkResult(props: EmailLinkResultProps) {
  const { heading, hash, mutation, success, alreadyDone, invalidHelp } = props;
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    // Once: a link is single-use, and StrictMode runs effects twice.
    if (!hash || sent.current) return;
    sent.current = true;
    mutate({ hash });
  }, [hash, mutate]);

  let body: ReactNode;
  if (!hash) {
    body = (
      <p className={styles.problem} role="alert">
        This link is incomplete. Please open the whole link from the email again. {invalidHelp}
      </p>
    );
  } else if (mutation.isSuccess || (alreadyDone && isAlreadyDone(mutation.error))) {
    body = (
      <div className={styles.notice} role="status">
        {mutation.isSuccess ? success : alreadyDone}
      </div>
    );
  } else if (mutation.error) {
    body = (
      <p className={styles.problem} role="alert">
        {failureText(mutation.error, invalidHelp)}
      </p>
    );
  } else {
    body = <Spinner label="Checking your link" />;
  }

  return (
    <section className={styles.pane} aria-labelledby="email-link-heading">
      <h1 id="email-link-heading">{heading}</h1>
      {body}
      <ButtonLink
        to={paths.root}
        size="lg"
        fullWidth
        variant={mutation.isSuccess || isAlreadyDone(mutation.error) ? 'primary' : 'secondary'}
      >
        Continue to Fractional
      </ButtonLink>
    </section>
  );
}
