import { ADVANCE_NOTICE_HOURS } from '@lome/shared';

/** What a dish marked `requires_advance_notice` says wherever it is shown (issues 11, 17): one notice, 24 h. */
export const ADVANCE_NOTICE = `À commander ${ADVANCE_NOTICE_HOURS} h à l'avance`;

export function AdvanceNoticeBadge({ className = '' }: { className?: string }) {
  return <span className={`badge text-bg-warning ${className}`}>{ADVANCE_NOTICE}</span>;
}
