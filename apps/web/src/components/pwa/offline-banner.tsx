import { useOnline } from '@/lib/use-online';

export const OFFLINE_TEXT =
  'Vous êtes hors ligne : le menu et les prix affichés sont ceux de votre dernière visite.';

/**
 * The "hors ligne" note: what the page shows may be out of date, and nothing can be paid. The live
 * region stays in the page, empty while online, so screen readers announce the change when the connection drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="offline-banner mb-0 py-2 px-3 text-center small fw-semibold bg-warning-subtle text-warning-emphasis border-bottom border-warning-subtle">
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
