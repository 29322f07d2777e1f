import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styles from './user-menu.module.css';

export type MenuEntry =
  | { kind: 'link'; label: string; to: string; isDisabled?: boolean }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'note'; label: string }
  | { kind: 'action'; label: string; onSelect: () => void };

function initials(firstName: string | null, lastName: string | null): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

/** The avatar with the user's initials; opens a dropdown that outside clicks and Escape close. */
export function UserMenu(props: { firstName: string | null; lastName: string | null; entries: MenuEntry[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const close = () => setIsOpen(false);
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatar}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true">{initials(props.firstName, props.lastName)}</span>
        <span className="visually-hidden">Account menu</span>
      </button>
      {isOpen && (
        <ul id={menuId} className={styles.menu}>
          {props.entries.map((entry) => (
            <li key={entry.label}>
              {entry.kind === 'link' &&
                (entry.isDisabled ? (
                  <span className={styles.disabled} aria-disabled="true" aria-current="page">
                    {entry.label}
                  </span>
                ) : (
                  <Link className={styles.item} to={entry.to} onClick={close}>
                    {entry.label}
                  </Link>
                ))}
              {entry.kind === 'external' && (
                <a className={styles.item} href={entry.href} target="_blank" rel="noopener noreferrer" onClick={close}>
                  {entry.label}
                  <span className="visually-hidden"> (opens in a new window)</span>
                </a>
              )}
              {entry.kind === 'note' && <span className={styles.disabled}>{entry.label}</span>}
              {entry.kind === 'action' && (
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    close();
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
