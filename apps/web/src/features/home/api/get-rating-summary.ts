import type { RatingSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useResource } from '@/lib/resource';

/** GET /api/ratings/summary: the customers' average, null until there are enough ratings to mean something. */
export const getRatingSummary = (): Promise<RatingSummary> => api<RatingSummary>('/ratings/summary');

/** The launch figure the hero showed before customers could rate (P11.1), kept until there are real ones. */
export const LAUNCH_RATING = 4.9;

/** The figure for the hero's 'Note clients'; undefined while asking, so the badge keeps its place empty. */
export function useHeroRating(): number | undefined {
  const summary = useResource({
    key: 'ratings/summary',
    fetch: getRatingSummary,
    staleTime: 5 * 60_000,
  });
  if (summary.isPending) return undefined;
  return summary.data?.average ?? LAUNCH_RATING;
}
