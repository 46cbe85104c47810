import { z } from 'zod';

export const pushMessages = {
  endpoint: 'Adresse de notification invalide.',
  endpointRefused:
    'Adresse de notification refusée : seuls les services de notification des navigateurs sont acceptés.',
  endpointTaken: 'Cet appareil reçoit déjà les notifications d’un autre compte.',
  keys: 'Clés de notification invalides.',
} as const;

// Push services' addresses are https URLs of a few hundred characters at most.
const endpointSchema = z
  .url({ protocol: /^https?$/, error: pushMessages.endpoint })
  .max(2048, pushMessages.endpoint);
// Base64url keys of the browser (RFC 8291): a P-256 public key (65 bytes) and a 16-byte secret.
const keySchema = z
  .string({ error: pushMessages.keys })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.keys)
  .max(200, pushMessages.keys);

/** GET /api/push/public-key answer: the server's VAPID public key, which the browser subscribes with. */
export const pushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** POST /api/push/subscriptions body: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: keySchema, auth: keySchema }, { error: pushMessages.keys }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions body: one device, or every device of the account when absent. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema.optional() }).nullish();

/** What a notification carries (the service worker shows it; a tap opens `url`). */
export const pushNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  /** Staff news: the phone rings and the notification stays until it is seen. */
  urgent: z.boolean().optional(),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;
