import type { Publication, TypePublish } from '@lome/shared';

/** The 'all' tab of /blog; the others are publication type ids. */
export const ALL_TYPES = 'tous';

export type BlogTab = { id: string; label: string; count: number };

/** 'Tous' then each type that has at least one article, in the order the server gives the types. */
export function blogTabs(types: readonly TypePublish[], publications: readonly Publication[]): BlogTab[] {
  const counts = new Map<string, number>();
  for (const p of publications) {
    if (p.type_publish_id) counts.set(p.type_publish_id, (counts.get(p.type_publish_id) ?? 0) + 1);
  }
  return [
    { id: ALL_TYPES, label: 'Tous', count: publications.length },
    ...types
      .filter((t) => counts.has(t.id))
      .map((t) => ({ id: t.id, label: t.name, count: counts.get(t.id)! })),
  ];
}

/** The articles of a tab; an unknown type (an old link) shows them all. */
export function publicationsOfTab(
  publications: readonly Publication[],
  tab: string,
  tabs: readonly BlogTab[],
): Publication[] {
  if (tab === ALL_TYPES || !tabs.some((t) => t.id === tab)) return [...publications];
  return publications.filter((p) => p.type_publish_id === tab);
}

/** An article's text as paragraphs: one per non-empty line. */
export function paragraphsOf(content: string | null): string[] {
  return (content ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}
