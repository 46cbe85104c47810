import { describe, expect, it } from 'vitest';
import type { Publication } from '@lome/shared';
import { ALL_TYPES, blogTabs, paragraphsOf, publicationsOfTab } from './blog-tabs';

const article = (id: string, type: string | null): Publication => ({
  id,
  title: id,
  excerpt: '',
  content: null,
  created_at: '2026-03-01T10:00:00.000Z',
  image: '',
  type_publish_id: type,
});

const types = [
  { id: 'news', name: 'Actualités' },
  { id: 'events', name: 'Événements' },
  { id: 'recipes', name: 'Recettes' },
];
const publications = [
  article('a', 'news'),
  article('b', 'recipes'),
  article('c', 'news'),
  article('d', null),
];

describe('blogTabs', () => {
  it('offers every article, then only the types that have some, with their counts', () => {
    expect(blogTabs(types, publications)).toEqual([
      { id: ALL_TYPES, label: 'Tous', count: 4 },
      { id: 'news', label: 'Actualités', count: 2 },
      { id: 'recipes', label: 'Recettes', count: 1 },
    ]);
  });
});

describe('publicationsOfTab', () => {
  const tabs = blogTabs(types, publications);
  it.each([
    [ALL_TYPES, ['a', 'b', 'c', 'd']],
    ['news', ['a', 'c']],
    ['recipes', ['b']],
    // A type without articles, or an id from an old link, falls back to every article.
    ['events', ['a', 'b', 'c', 'd']],
    ['nope', ['a', 'b', 'c', 'd']],
  ])('%s lists %o', (tab, ids) => {
    expect(publicationsOfTab(publications, tab, tabs).map((p) => p.id)).toEqual(ids);
  });
});

describe('paragraphsOf', () => {
  it('makes a paragraph of each non-empty line', () => {
    expect(paragraphsOf('Un.\n\n  Deux. \nTrois.')).toEqual(['Un.', 'Deux.', 'Trois.']);
    expect(paragraphsOf(null)).toEqual([]);
  });
});
