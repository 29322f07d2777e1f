/**
 * Runs work that may move the page (a field's blur validation showing or hiding its message) only
 * once a press is over. Pressing a button blurs the field on mousedown; were the message to appear or
 * go right then, the button would move before mouseup and the click would be lost (issue 15). While a
 * mouse button (or a tap's compatibility mousedown) is down, the work waits until the click that
 * follows has been handled; otherwise it runs at once.
 */
let isPressed = false;
let waiting: Array<() => void> = [];

function release(): void {
  isPressed = false;
  const due = waiting;
  waiting = [];
  for (const work of due) work();
}

if (typeof document !== 'undefined') {
  document.addEventListener('mousedown', () => (isPressed = true), true);
  // The click is dispatched right after mouseup, in the same task: run the work in the next one.
  const releaseSoon = () => window.setTimeout(release, 0);
  document.addEventListener('mouseup', releaseSoon, true);
  // A press that ends without a mouseup here: a drag, a context menu, the window left.
  document.addEventListener('dragend', releaseSoon, true);
  document.addEventListener('contextmenu', releaseSoon, true);
  window.addEventListener('blur', releaseSoon);
}

export function afterPress(work: () => void): void {
  if (isPressed) waiting.push(work);
  else work();
}
