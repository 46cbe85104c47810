import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.scss';
import { App } from './app/app';

// zod probes `new Function` on its first parse, which the site's CSP (no 'unsafe-eval') reports as a violation;
// `jitless` skips the probe. Set on the global zod keeps its config in, so the entry need not load zod (0004).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
