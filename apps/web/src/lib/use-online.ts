import { useSyncExternalStore } from 'react';

/**
 * Why an action that moves money is off while the phone has no connection: a payment or an order
 * needs the server's answer, and a request queued offline could charge the customer later, unawares.
 */
export const offlineReasons = {
  pay: 'Connexion requise pour payer : vous êtes hors ligne.',
  order: 'Connexion requise pour commander : vous êtes hors ligne.',
  reserve: 'Connexion requise pour réserver : vous êtes hors ligne.',
} as const;

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Whether the browser has a network connection (navigator.onLine and its online/offline events). "Online" may
 * still fail (a captive portal, a dead link): callers keep their error handling; "offline" is certain.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    // Server rendering: assume a connection, the state every page starts from.
    () => true,
  );
}
