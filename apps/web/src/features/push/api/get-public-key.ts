import type { PushPublicKey } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/push/public-key: the server's VAPID key, which the browser subscribes with. */
export const getPushPublicKey = (): Promise<PushPublicKey> => api<PushPublicKey>('/push/public-key');
