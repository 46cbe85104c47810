import { frenchLongDate } from '@lome/shared';

/** '12 novembre 2026' from an ISO timestamp, the day in Lomé; an unreadable date gives an empty string. */
export function formatFrenchDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : frenchLongDate(date);
}
