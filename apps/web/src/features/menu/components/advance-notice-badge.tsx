/**
 * What a dish marked `requires_advance_notice` says wherever it is shown: its own hours of notice (24 h when the
 * dish gives none, as `noticeHoursOf` reads it). Written out here: importing from @lome/shared brings zod onto
 * the home page (its index reads the reservation schemas); the test holds the two together.
 */
export const advanceNoticeText = (hours = 24) => `À commander ${hours} h à l'avance`;

export function AdvanceNoticeBadge({ hours, className = '' }: { hours?: number; className?: string }) {
  return <span className={`badge text-bg-warning ${className}`}>{advanceNoticeText(hours)}</span>;
}
