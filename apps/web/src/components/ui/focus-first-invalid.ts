/**
 * After a failed submit: scrolls to the first control marked invalid inside `container` (for a group,
 * its first option) and focuses it.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const controls = 'input, select, textarea, button';
  const target = invalid.matches(controls) ? invalid : invalid.querySelector<HTMLElement>(controls);
  invalid.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}
