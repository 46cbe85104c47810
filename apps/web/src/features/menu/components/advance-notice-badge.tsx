/**
 * What a dish marked `requires_advance_notice` says wherever it is shown: one notice, of
 * ADVANCE_NOTICE_HOURS. Written out: importing that constant from @lome/shared brings zod onto the home page
 * (its module reads the reservation schemas); the test holds the two together.
 */
export const ADVANCE_NOTICE = "À commander 24 h à l'avance";

export function AdvanceNoticeBadge({ className = '' }: { className?: string }) {
  return <span className={`badge text-bg-warning ${className}`}>{ADVANCE_NOTICE}</span>;
}
