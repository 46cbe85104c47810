import type { RestaurantStatus } from '@lome/shared';
import { useRestaurantStatus } from '../api/get-restaurant-status';

// The line's place is kept before the status arrives (server render, hydration): the page does not move.
const RESERVED = { minHeight: '2.75rem' } as const;

const tone = (s: RestaurantStatus) =>
  s.accepting_orders ? 'success' : s.paused && s.open ? 'warning' : 'secondary';

/** "Ouvert · commandes jusqu'à 22h00", "Fermé · ouvre demain à 11h30", "Commandes en pause · reprise vers 13h15". */
export function KitchenStatusBanner({ className = '' }: { className?: string }) {
  const status = useRestaurantStatus();
  const t = status && tone(status);
  return (
    <div
      role="status"
      data-testid="kitchen-status"
      style={RESERVED}
      className={`d-flex align-items-center gap-2 rounded-3 px-3 py-1 small ${
        t ? `bg-${t}-subtle text-${t}-emphasis border border-${t}-subtle` : ''
      } ${className}`}
    >
      {status && (
        <>
          <span className={`rounded-circle flex-shrink-0 bg-${t}`} style={DOT} aria-hidden="true" />
          <span>
            <span className="fw-semibold">{status.message}</span>
            {status.pause_message && <span> — {status.pause_message}</span>}
          </span>
        </>
      )}
    </div>
  );
}

const DOT = { width: '0.6rem', height: '0.6rem' } as const;
