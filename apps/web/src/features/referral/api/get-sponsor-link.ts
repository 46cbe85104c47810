import { useMutation } from '@tanstack/react-query';
import type { SponsorLinkResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { sponsorFallbacks, withSponsorError } from '../utils/sponsor-error';

/** GET /api/sponsor/link (P12.1): the registration link carrying the referrer's code. */
export const getSponsorLink = (): Promise<SponsorLinkResponse> =>
  withSponsorError(() => api<SponsorLinkResponse>('/sponsor/link'), sponsorFallbacks.link);

/** 'Générer mes liens' asks for the link on demand, with the spec's success and error texts on the page. */
export function useGenerateSponsorLink() {
  return useMutation({ mutationFn: getSponsorLink });
}
