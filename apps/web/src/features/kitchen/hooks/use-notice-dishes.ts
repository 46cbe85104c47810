import { noticeHoursOf, type NoticeDish } from '@lome/shared';
import { useMenu } from '@/features/menu';

/** The lines' dishes the menu marks 'Réservation à l'avance', with their hours (none until the menu is loaded). */
export function useNoticeDishes(lines: readonly { id: string }[]): NoticeDish[] {
  const menu = useMenu();
  const ids = new Set(lines.map((l) => l.id));
  return (menu.data?.dishes ?? [])
    .filter((d) => d.requires_advance_notice && ids.has(d.id))
    .map((d) => ({ name: d.name, hours: noticeHoursOf(d) }));
}
