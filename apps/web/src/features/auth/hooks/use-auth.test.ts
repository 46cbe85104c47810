import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { authActions } from './use-auth';

const user = { id: 'u1', firstname: 'Ama', email: 'ama@example.tg', user_status: 'particular' as const };
const cached = () => queryClient.getQueryCache().getAll().length;

beforeEach(() => {
  localStorage.clear();
  authActions.login('token-a', user);
  // What the previous customer's visit to /orders left behind.
  queryClient.setQueryData(['orders', 'list'], { orders: [{ code_commande: 'CMD-AMA' }] });
});

describe('the session and the query cache', () => {
  it('forgets cached answers when a 401 ends the session', () => {
    window.dispatchEvent(new Event('auth:unauthorized'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(cached()).toBe(0);
  });

  it('forgets cached answers on logout', async () => {
    await authActions.logout().catch(() => undefined);
    expect(cached()).toBe(0);
  });

  it('forgets cached answers on login, whatever happened before', () => {
    authActions.login('token-b', { ...user, id: 'u2' });
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
  });

  it('forgets cached answers when another tab logs out or logs in as someone else', () => {
    localStorage.setItem(storageKeys.token, 'token-b');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    expect(cached()).toBe(0);

    queryClient.setQueryData(['orders', 'list'], { orders: [] });
    localStorage.removeItem(storageKeys.token);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    expect(cached()).toBe(0);
  });

  it('keeps them when only the stored user is refreshed', () => {
    authActions.setUser({ ...user, firstname: 'Amavi' });
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.user }));
    expect(cached()).toBe(1);
  });
});
