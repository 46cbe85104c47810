import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushMessages } from '@lome/shared';
import { renderHookWithProviders } from '@/test/render';
import { usePushDevice } from './use-push-device';

/** A browser PushSubscription: its endpoint, keys and `unsubscribe`. */
function browserSubscription(endpoint: string) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'BPk', auth: 'au' } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

/** This browser, holding `held` (another account's subscription); a new one is `fresh`. */
function browserWith(held: ReturnType<typeof browserSubscription>) {
  const fresh = browserSubscription('https://fcm.googleapis.com/fcm/send/new');
  let current: ReturnType<typeof browserSubscription> | null = held;
  held.unsubscribe.mockImplementation(() => {
    current = null;
    return Promise.resolve(true);
  });
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn(() => Promise.resolve((current = fresh))),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'granted',
      requestPermission: () => Promise.resolve('granted'),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { fresh, pushManager };
}

/** The API: the public key, and a 409 for an endpoint another account holds. */
function serveApi(takenEndpoint: string) {
  const posted: string[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith('/push/public-key')) return Promise.resolve(Response.json({ public_key: 'BKey' }));
    const { endpoint } = JSON.parse(String(init?.body)) as { endpoint: string };
    posted.push(endpoint);
    if (endpoint === takenEndpoint) {
      return Promise.resolve(
        Response.json({ message: pushMessages.endpointTaken, code: 'PUSH_ENDPOINT_TAKEN' }, { status: 409 }),
      );
    }
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal('fetch', fetch);
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('usePushDevice', () => {
  it('replaces a subscription another account holds (409) with a new one for this account', async () => {
    const theirs = browserSubscription('https://fcm.googleapis.com/fcm/send/theirs');
    const { fresh, pushManager } = browserWith(theirs);
    const posted = serveApi(theirs.endpoint);

    const { result } = renderHookWithProviders(() => usePushDevice());
    // On opening: the browser's subscription is told to the server, which keeps it the other account's.
    await waitFor(() => expect(result.current.state).toBe('off'));
    expect(theirs.unsubscribe).not.toHaveBeenCalled();

    await act(() => result.current.enable());
    expect(result.current).toMatchObject({ state: 'on', error: null });
    expect(theirs.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(posted).toEqual([theirs.endpoint, theirs.endpoint, fresh.endpoint]);
  });
});
