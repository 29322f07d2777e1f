import './zod-config';
import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { session } from './lib/api-client';
import { restoreSnapshot, takeSnapshot } from './lib/hydration-handover';
import { yieldToMain } from './lib/yield-to-main';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Start-up in three tasks rather than one: the modules' evaluation, the router, then the first render.
await yieldToMain();
const router = await createAppRouter();
await yieldToMain();
const app = (
  <StrictMode>
    <Providers router={router} />
  </StrictMode>
);
// From here the app answers forms itself: what was typed (and sent) so far is taken over, in this task.
const snapshot = takeSnapshot(root);
// /member arrives prerendered for a signed-out visitor (vite.config.ts `prerender`): Preact adopts that HTML.
// Anyone with a session may see something else there, so their page is drawn afresh.
if (root.firstElementChild && !session.isStored) {
  hydrateRoot(root, app);
  void restoreSnapshot(root, snapshot);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
