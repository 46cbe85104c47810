// First: no error stacks while the modules below are evaluated (decision 0089).
import { restoreErrorStacks } from './lib/quiet-stacks';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.scss';
import { App } from './app/app';
import { startPwa } from './components/pwa/start-pwa';
import { preloadPages } from './app/router';
import { resources } from './lib/resource';
import { markHydrating } from './lib/early-taps';
// Before BrowserRouter: its popstate listener must come second (lib/history-guard.ts).
import './lib/history-guard';

restoreErrorStacks();

// zod probes `new Function` on its first parse, which the site's CSP (no 'unsafe-eval') reports as a violation;
// `jitless` skips the probe. Set on the global zod keeps its config in, so the entry need not load zod (0004).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// The offline note, the service worker and its update prompt: after the page's load event, in a chunk of their own (0034).
startPwa();

// A public page arrives rendered by the server, with the answers it was rendered with (decision 0032): the same
// answers first, so that hydrating finds the same page.
const serverState = document.getElementById('ssr-state');
if (serverState) {
  const answers = JSON.parse(serverState.textContent || '{}') as Record<string, unknown>;
  for (const [key, data] of Object.entries(answers)) resources.set(key, data);
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// The page's chunk first (the boot script preloaded it with the entry), so the first render is the whole page:
// a server-rendered page is hydrated in one pass, and the taps kept meanwhile find their buttons alive.
void preloadPages(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // From here React answers taps itself (the ones before are the boot script's, lib/early-taps.tsx).
    markHydrating();
    if (!serverState) return createRoot(root).render(app);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding a cheap phone's
    // main thread in one long task; React keeps and replays what is tapped meanwhile.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
