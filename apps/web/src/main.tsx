import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.scss';
import { App } from './app/app';
import { startPwa } from './components/pwa/start-pwa';
import { preloadPages } from './app/router';
import { resources } from './lib/resource';
// Before BrowserRouter: its popstate listener must come second (lib/history-guard.ts).
import './lib/history-guard';

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
const pageLoaded = preloadPages(window.location.pathname).catch(() => undefined);
// Server-rendered: hydration starts at once, so the layout (navbar, cart) answers while the page's chunk is
// still on its way (index.html's preloader asked for it too); React keeps the page's HTML meanwhile.
if (serverState) hydrateRoot(root, app);
// Rendered here: the page's chunk first, so the first render is the whole page (as the data router did).
else void pageLoaded.then(() => createRoot(root).render(app));
