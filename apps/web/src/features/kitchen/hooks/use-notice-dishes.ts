import { useMenu } from '@/features/menu';

/** The names of the lines' dishes the menu marks 'Réservation à l'avance' (none until the menu is loaded). */
export function useNoticeDishes(lines: readonly { id: string }[]): string[] {
  const menu = useMenu();
  const ids = new Set(lines.map((l) => l.id));
  return (menu.data?.dishes ?? [])
    .filter((d) => d.requires_advance_notice && ids.has(d.id))
    .map((d) => d.name);
}
