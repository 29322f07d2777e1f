import type { StoredFile } from '@fractional/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../components/ui/file-upload';
import styles from './cv-files.module.css';

interface CvFileItemProps {
  file: StoredFile;
  onOpen: (file: StoredFile) => void;
  isOpening: boolean;
  /** Return the removal's promise: "Yes, remove" sends once until it settles. */
  onRemove: (file: StoredFile) => unknown;
  isRemoving: boolean;
}

/**
 * One uploaded CV: its name opens (downloads) it, its size, and Remove, which asks first: "Remove
 * this CV?" with Yes, remove and Keep (Escape keeps it too). Focus goes to Keep, then back to Remove. The two answers
 * are drawn where Remove was, so they ignore a double-click's second click: a double-click on Remove only asks.
 */
export function CvFileItem({ file, onOpen, isOpening, onRemove, isRemoving }: CvFileItemProps) {
  const [isConfirming, setConfirming] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const hasAsked = useRef(false);

  // The first button of the actions takes focus when they change: Keep on asking, Remove after.
  useLayoutEffect(() => {
    if (isConfirming || hasAsked.current) actionsRef.current?.querySelector('button')?.focus();
    hasAsked.current = isConfirming;
  }, [isConfirming]);

  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <button
          type="button"
          className={styles.open}
          aria-label={`Download ${file.fileName}`}
          aria-busy={isOpening || undefined}
          onClick={() => onOpen(file)}
        >
          {file.fileName}
        </button>
        <span className={styles.size}>{formatFileSize(file.fileSize)}</span>
      </div>
      {isConfirming || isRemoving ? (
        <div
          ref={actionsRef}
          className={styles.confirm}
          role="group"
          aria-label={`Remove ${file.fileName}?`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isRemoving) setConfirming(false);
          }}
        >
          <span className={styles.question} aria-hidden="true">
            Remove this CV?
          </span>
          <Button
            variant="secondary"
            aria-label={`Keep ${file.fileName}`}
            disabled={isRemoving}
            ignoresRepeatClick
            onClick={() => setConfirming(false)}
          >
            Keep
          </Button>
          <Button
            className={styles.danger}
            aria-label={`Yes, remove ${file.fileName}`}
            isLoading={isRemoving}
            ignoresRepeatClick
            onClick={() => onRemove(file)}
          >
            Yes, remove
          </Button>
        </div>
      ) : (
        <div ref={actionsRef}>
          <Button variant="text" aria-label={`Remove ${file.fileName}`} onClick={() => setConfirming(true)}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
