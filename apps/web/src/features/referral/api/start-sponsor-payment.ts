import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentNetwork, SponsorPaymentStarted } from '@lome/shared';
import { api } from '@/lib/api-client';

export type SponsorPaymentInput = { user_id: string; phone_number: string; network: PaymentNetwork };

/** POST /api/sponsor/payment (P12.1): the activation payment of a sponsor account, right after registering or later. */
export const startSponsorPayment = (body: SponsorPaymentInput): Promise<SponsorPaymentStarted> =>
  api<SponsorPaymentStarted>('/sponsor/payment', { method: 'POST', body });

export function useStartSponsorPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSponsorPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sponsor'] }),
  });
}
