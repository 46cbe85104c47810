import { api } from '@/lib/api-client';

/** DELETE /api/push/subscriptions: this phone (its endpoint) no longer receives the account's notifications. */
export const deletePushSubscription = (endpoint: string): Promise<void> =>
  api<void>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
