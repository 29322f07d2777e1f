import './zod-config';
import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { session } from './lib/api-client';
import { restoreSnapshot, takeSnapshot } from './lib/hydration-handover';
import { yieldToMain } from './lib/yield-to-main';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Calls `onCommit` once React has committed its first render: for a hydrated page, once it holds the
 * HTML. Events dispatched from `onCommit` itself would reach the app while React is still committing,
 * and a controlled input would be reset before its state is drawn: hence the microtask in main.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Start-up in three tasks rather than one: the modules' evaluation, the router, then the first render.
 * A function rather than top-level awaits: a lazy route's chunk that imports from a chunk still
 * waiting on one would wait for ever.
 */
async function start(container: HTMLElement): Promise<void> {
  await yieldToMain();
  const router = await createAppRouter();
  await yieldToMain();
  const app = (
    <StrictMode>
      <Providers router={router} />
    </StrictMode>
  );
  // /member arrives prerendered for a signed-out visitor (vite.config.ts `prerender`): React adopts
  // that HTML; from then on the app answers forms itself, and what was typed (and sent) until now is
  // handed over to it. Anyone with a session may see something else there, so their page is drawn afresh.
  if (container.firstElementChild && !session.isStored) {
    const snapshot = takeSnapshot(container);
    hydrateRoot(
      container,
      <Committed onCommit={() => queueMicrotask(() => void restoreSnapshot(container, snapshot))}>{app}</Committed>,
    );
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start(root);
