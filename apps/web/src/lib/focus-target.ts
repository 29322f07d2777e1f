/**
 * Where focus goes when what had it is gone (docs/product.md#keyboard-and-focus): never `<body>`, where a
 * keyboard or screen-reader user would lose their place.
 */

/** Focuses `element`, making it focusable from script first when it is not (a heading, a card). */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: false });
}

/** The page's heading (its `h1` inside `main`), or `main` itself while the page is still loading. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/** Focuses the page's heading; false when the page has neither heading nor `main`. */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  focusElement(heading);
  return true;
}

const CARD = 'article, li, tr, [data-focus-card]';
const HEADING = 'h2, h3';

/**
 * Where focus should go back to after a dialog opened from `opener` closes, best first: the opener,
 * the card (or row) it sits in, the heading of the list or section holding that card, the page's
 * heading. Taken when the dialog opens, because its action may remove the opener or the whole card.
 */
export function returnTargets(opener: HTMLElement | null): HTMLElement[] {
  if (!opener) return [];
  const targets: HTMLElement[] = [opener];
  const card = opener.closest<HTMLElement>(CARD);
  if (card) targets.push(card);
  for (let node = card?.parentElement ?? opener.parentElement; node; node = node.parentElement) {
    const heading = node.querySelector<HTMLElement>(`:scope > ${HEADING}, :scope > header ${HEADING}`);
    if (heading) {
      targets.push(heading);
      break;
    }
    if (node.tagName === 'MAIN') break;
  }
  return targets;
}

/** Still on the page and able to take focus: connected, not disabled, not hidden. */
function canTakeFocus(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[hidden], [inert]')) return false;
  // Where the browser lays the page out, a hidden element (display: none) has no box to focus.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function focusFirst(targets: readonly HTMLElement[]): void {
  const target = targets.find(canTakeFocus);
  if (target) focusElement(target);
  else focusPageHeading();
}

/** Focus is nowhere a user can see: on `<body>`, or on an element no longer on the page. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

let endGuard: (() => void) | null = null;

/**
 * Focuses the first target still on the page, else the page's heading. The list may change a moment
 * later (its answer arrives after the dialog closed) and take the focused element with it: until
 * the user next presses a key or the pointer, focus lost that way moves to the next target standing.
 */
export function restoreFocus(targets: readonly HTMLElement[]): void {
  endGuard?.();
  focusFirst(targets);
  const observer = new MutationObserver(() => {
    if (focusIsLost()) focusFirst(targets);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  const end = () => {
    observer.disconnect();
    document.removeEventListener('keydown', end, true);
    document.removeEventListener('pointerdown', end, true);
    if (endGuard === end) endGuard = null;
  };
  document.addEventListener('keydown', end, true);
  document.addEventListener('pointerdown', end, true);
  endGuard = end;
}
