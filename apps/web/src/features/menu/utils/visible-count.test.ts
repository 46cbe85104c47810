import { describe, expect, it } from 'vitest';
import { listToggle, remainingCount, showMore, showMoreLabel } from './visible-count';

describe('remainingCount', () => {
  it.each([
    [10, 4, 6],
    [10, 10, 0],
    [3, 4, 0],
  ])('%i total, %i visible -> %i', (total, visible, left) => {
    expect(remainingCount(total, visible)).toBe(left);
  });
});

describe('showMore', () => {
  it.each([
    [4, 10, 8],
    [8, 10, 10],
    [10, 10, 10],
  ])('%i of %i -> %i', (visible, total, next) => {
    expect(showMore(visible, total)).toBe(next);
  });
});

describe('listToggle', () => {
  it.each([
    { total: 3, visible: 4, initial: 4, toggle: null },
    { total: 4, visible: 4, initial: 4, toggle: null },
    { total: 9, visible: 4, initial: 4, toggle: 'more' },
    { total: 9, visible: 8, initial: 4, toggle: 'more' },
    { total: 9, visible: 9, initial: 4, toggle: 'less' },
    { total: 7, visible: 6, initial: 6, toggle: 'more' },
    { total: 7, visible: 7, initial: 6, toggle: 'less' },
  ])('$total total, $visible visible -> $toggle', ({ total, visible, initial, toggle }) => {
    expect(listToggle(total, visible, initial)).toBe(toggle);
  });
});

describe('showMoreLabel', () => {
  it('agrees with the number of dishes left', () => {
    expect(showMoreLabel(1)).toBe('Voir plus (1 restant)');
    expect(showMoreLabel(5)).toBe('Voir plus (5 restants)');
  });
});
