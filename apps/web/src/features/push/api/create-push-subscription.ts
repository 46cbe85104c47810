import type { PushSubscriptionInput } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/push/subscriptions: this phone receives the account's notifications. */
export const createPushSubscription = (subscription: PushSubscriptionInput): Promise<void> =>
  api<void>('/push/subscriptions', { method: 'POST', body: subscription });
