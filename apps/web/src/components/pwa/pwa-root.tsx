import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import './pwa.css';

/**
 * The offline note and the new-version prompt, in a root of their own above the app's: they concern the whole
 * site, and mounting them apart leaves the app's tree (and its server-rendered HTML) untouched.
 */
export function mountPwa() {
  const container = document.createElement('div');
  container.id = 'pwa-status';
  document.body.insertBefore(container, document.body.firstChild);
  createRoot(container).render(
    <StrictMode>
      <OfflineBanner />
      {'serviceWorker' in navigator && <UpdatePrompt />}
    </StrictMode>,
  );
}
