import { useRef, useState, type DragEvent } from 'react';
import { Field } from './field';
import styles from './file-upload.module.css';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * docs/product.md#options-and-limits: 1024-based units B…TB, two decimals from KB up (1536 → "1.50 KB"); bytes are whole
 * ("439 B"). A size that would round to 1024.00 of a unit reads as 1.00 of the next.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  if (unit < UNITS.length - 1 && (bytes / 1024 ** unit).toFixed(2) === '1024.00') unit += 1;
  return unit === 0 ? `${Math.round(bytes)} B` : `${(bytes / 1024 ** unit).toFixed(2)} ${UNITS[unit]}`;
}

export interface FileUploadProps {
  id?: string;
  name: string;
  label: string;
  /** The file picker's filter, e.g. ".pdf,.docx"; dropped files are not filtered: check them. */
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A dropzone-styled button: click (or Enter/Space) opens the file picker; files may be dropped on it. */
export function FileUpload(props: FileUploadProps) {
  const { name, label, accept, multiple = false, onFiles, error, hint, required, disabled } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);

  const deliver = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault(); // allows the drop
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) deliver(event.dataTransfer.files);
  };

  return (
    <Field id={props.id} label={label} hint={hint} error={error} required={required}>
      {({ 'aria-required': _required, 'aria-invalid': invalid, ...control }, labelId) => (
        <>
          <button
            {...control}
            type="button"
            data-invalid={invalid}
            className={isDragging ? `${styles.dropzone} ${styles.dragging}` : styles.dropzone}
            aria-labelledby={`${labelId} ${control.id}-prompt`}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              width="28"
              height="28"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 16V4m0 0L7 9m5-5l5 5M4 15v3a2 2 0 002 2h12a2 2 0 002-2v-3" />
            </svg>
            <span id={`${control.id}-prompt`} className={styles.prompt}>
              <span className={styles.action}>Choose {multiple ? 'files' : 'a file'}</span> or drag{' '}
              {multiple ? 'them' : 'it'} here
            </span>
          </button>
          <input
            ref={inputRef}
            type="file"
            name={name}
            accept={accept}
            multiple={multiple}
            hidden
            onChange={(event) => {
              deliver(event.target.files);
              event.target.value = ''; // the same file can be chosen again
            }}
          />
        </>
      )}
    </Field>
  );
}
