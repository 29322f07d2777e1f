/**
 * A prerendered page (vite.config.ts `prerender`) can be typed into before its scripts run. Hydrating
 * leaves the text in the boxes, but the app holds the values it rendered (empty) and its next render
 * writes them back (React Hook Form even clears a box as it registers it), so what the visitor typed
 * would vanish. main.tsx takes a snapshot of the fields, the focus and the caret just before it
 * hydrates, then, once React has committed the hydration, gives them back as events, which the app's
 * own handlers take up as if the visitor had typed them then.
 *
 * A form sent before the app took over is held by the inline script of index.html (it would post the
 * page to the server, and the typed text would be gone); once the app runs, it is sent again through
 * the app's own submit handler, so the visitor is signed in as if they had waited.
 */

/** What index.html's inline script records: the form sent before the app ran, and by which button. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    /** Set by index.html's inline script; main.tsx deletes it when the app takes over. */
    heldSubmit?: { sent: HeldSubmit | null };
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** The caret (start = end) or the selected text, as setSelectionRange takes it. */
type Caret = [start: number, end: number, direction: 'forward' | 'backward' | 'none'];

interface FieldState {
  value: string;
  checked: boolean;
}

export interface Snapshot {
  fields: Map<string, FieldState>;
  focused: { key: string; selection: Caret | null } | null;
  submit: { form: number; submitter: number } | null;
}

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);
const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type);

function fieldsOf(root: Element): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)),
  );
}

/** Each field by its name and place among fields of that name, so that a redrawn node is found too. */
function keyed(root: Element): Map<string, Field> {
  const seen = new Map<string, number>();
  return new Map(
    fieldsOf(root).map((field) => {
      const name = `${field.tagName}:${field.getAttribute('name') ?? ''}`;
      const nth = seen.get(name) ?? 0;
      seen.set(name, nth + 1);
      return [`${name}:${nth}`, field];
    }),
  );
}

const keyOf = (fields: Map<string, Field>, element: Element | null) =>
  [...fields].find(([, field]) => field === element)?.[0] ?? null;

function selectionOf(field: Field): Caret | null {
  if (field instanceof HTMLSelectElement) return null;
  // e-mail and number inputs have no selection API (null)
  const { selectionStart, selectionEnd, selectionDirection } = field;
  if (selectionStart === null || selectionEnd === null) return null;
  return [selectionStart, selectionEnd, selectionDirection ?? 'none'];
}

/** The visitor changed it: it no longer holds what the HTML said (hydrating leaves values as they are). */
function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Takes what the visitor typed, the focus and any form they sent; the held form is let go. */
export function takeSnapshot(root: Element): Snapshot {
  const fields = keyed(root);
  const focusedKey = keyOf(fields, document.activeElement);
  const focusedField = focusedKey ? fields.get(focusedKey) : undefined;
  const sent = window.heldSubmit?.sent ?? null;
  delete window.heldSubmit;
  const forms = [...root.querySelectorAll('form')];
  const form = sent ? forms.indexOf(sent.form) : -1;
  return {
    fields: new Map(
      [...fields]
        .filter(([, field]) => isChanged(field))
        .map(([key, field]) => [
          key,
          { value: field.value, checked: field instanceof HTMLInputElement && field.checked },
        ]),
    ),
    focused: focusedKey && focusedField ? { key: focusedKey, selection: selectionOf(focusedField) } : null,
    submit:
      sent && form >= 0
        ? { form, submitter: sent.submitter ? [...sent.form.elements].indexOf(sent.submitter) : -1 }
        : null,
  };
}

/**
 * Tells the app what the visitor changed, as the browser would have. React notes a field's value when
 * it hydrates it and ignores events that do not change it, so the field is first given the value the
 * app rendered through React's own setter (the element's), then the visitor's through the browser's
 * (the prototype's), which React does not see: the event that follows is a change, as typing is.
 * Check boxes and radio buttons are clicked, as React listens to clicks for them.
 */
function restoreField(field: Field, state: FieldState): void {
  if (field instanceof HTMLSelectElement) {
    field.value = state.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isChoice(field)) {
    // A radio button the visitor left is unchecked by clicking the one they chose.
    if (field.type === 'radio' && !state.checked) return;
    field.checked = !state.checked;
    field.click();
  } else {
    field.value = field.defaultValue;
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', state.value, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Puts the snapshot back into the hydrated page; then, in a task of its own (once the app has drawn
 * the values it was just given, so its submit handler sees them), sends the form the visitor had sent.
 * Resolves when that is done.
 */
export async function restoreSnapshot(root: Element, snapshot: Snapshot): Promise<void> {
  const fields = keyed(root);
  for (const [key, state] of snapshot.fields) {
    const field = fields.get(key);
    if (field) restoreField(field, state);
  }
  const focused = snapshot.focused && fields.get(snapshot.focused.key);
  if (focused && snapshot.focused) {
    if (document.activeElement !== focused) focused.focus({ preventScroll: true });
    const selection = snapshot.focused.selection;
    if (selection && !(focused instanceof HTMLSelectElement)) focused.setSelectionRange(...selection);
  }
  if (!snapshot.submit) return;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const form = root.querySelectorAll('form')[snapshot.submit.form];
  if (!form) return;
  const submitter = form.elements[snapshot.submit.submitter];
  // The inline script showed the button busy; the app now shows its own state.
  submitter?.removeAttribute('aria-busy');
  form.requestSubmit(
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined,
  );
}
