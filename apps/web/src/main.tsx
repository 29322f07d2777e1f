import './zod-config';
import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { session } from './lib/api-client';
import { handOver } from './lib/hydration-handover';
import { yieldToMain } from './lib/yield-to-main';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Calls `onCommit` once React has committed its first render: for a hydrated page, once it holds the HTML. */
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
  // The first render is a transition: React renders in slices of a few milliseconds and lets the
  // browser answer input between them (docs/decisions/0015-react-with-a-lighter-first-page.md).
  // /member arrives prerendered for a signed-out visitor (vite.config.ts `prerender`): React adopts
  // that HTML, then the app answers forms itself: what was typed (and sent) so far is handed over to
  // it. Anyone with a session may see something else there, so their page is drawn afresh.
  startTransition(() => {
    if (container.firstElementChild && !session.isStored) {
      hydrateRoot(container, <Committed onCommit={() => void handOver(container)}>{app}</Committed>);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}

void start(root);
