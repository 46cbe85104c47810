import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionInput } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { createPushSubscription } from '../api/create-push-subscription';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushPublicKey } from '../api/get-public-key';

export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The subscription as the API takes it. */
function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const { keys } = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

/** The site's service worker, once registered (components/pwa registers it a few seconds after the load). */
const registration = () => navigator.serviceWorker.ready;

/**
 * Whether this phone receives the account's notifications, and the switch (decision 0045): permission, then the
 * browser's subscription with the server's key, then the server stores it. A phone already subscribed is told to
 * the server again; when that subscription is another account's (409, decision 0060), the switch replaces it
 * with a new one for this account.
 */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>(() => (supported() ? 'busy' : 'unsupported'));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return;
    if (Notification.permission === 'denied') return setState('denied');
    let alive = true;
    void registration()
      .then((r) => r.pushManager.getSubscription())
      .then(async (existing) => {
        if (existing && Notification.permission === 'granted') {
          await createPushSubscription(toInput(existing));
          if (alive) setState('on');
        } else if (alive) setState('off');
      })
      .catch(() => alive && setState('off'));
    return () => {
      alive = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setError(null);
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const [{ public_key }, reg] = await Promise.all([getPushPublicKey(), registration()]);
      const subscribe = () =>
        reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key });
      const subscription = (await reg.pushManager.getSubscription()) ?? (await subscribe());
      try {
        await createPushSubscription(toInput(subscription));
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 409)) throw err;
        // The browser's one subscription is another account's: its push service forgets it, and that account
        // forgets it at its next notification (410).
        await subscription.unsubscribe();
        await createPushSubscription(toInput(await subscribe()));
      }
      setState('on');
    } catch {
      setError("Les notifications n'ont pas pu être activées. Réessayez plus tard.");
      setState('off');
    }
  }, []);

  const disable = useCallback(async () => {
    setError(null);
    setState('busy');
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setError("Les notifications n'ont pas pu être désactivées. Réessayez plus tard.");
      setState('on');
    }
  }, []);

  return { state, error, enable, disable };
}
