import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.scss';
import { App } from './app/app';
import { startPwa } from './components/pwa/start-pwa';

// zod probes `new Function` on its first parse, which the site's CSP (no 'unsafe-eval') reports as a violation;
// `jitless` skips the probe. Set on the global zod keeps its config in, so the entry need not load zod (0004).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// The offline note, the service worker and its update prompt: after the page's load event, in a chunk of their own (0034).
startPwa();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
