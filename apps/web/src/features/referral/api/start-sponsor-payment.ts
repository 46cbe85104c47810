import { useMutation } from '@tanstack/react-query';
import type { PaymentNetwork, PaymentStarted } from '@lome/shared';
import { api } from '@/lib/api-client';

export type SponsorPaymentInput = { user_id: string; phone_number: string; network: PaymentNetwork };

/** POST /api/sponsor/payment (spec §7): the activation payment of a sponsor account just registered. */
export const startSponsorPayment = (body: SponsorPaymentInput): Promise<Partial<PaymentStarted>> =>
  api<Partial<PaymentStarted>>('/sponsor/payment', { method: 'POST', body });

export function useStartSponsorPayment() {
  return useMutation({ mutationFn: startSponsorPayment });
}
