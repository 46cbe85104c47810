import { describe, expect, it } from 'vitest';
import {
  defaultChoiceIds,
  lineKey,
  resolveOptions,
  unitPriceWith,
  type OptionChoice,
  type OptionGroup,
} from './dish-options.js';

const choice = (id: string, price_delta: number, more: Partial<OptionChoice> = {}): OptionChoice => ({
  id,
  name: id,
  price_delta,
  is_default: false,
  available: true,
  allergens: [],
  ...more,
});

const side: OptionGroup = {
  id: 'side',
  name: 'Accompagnement',
  required: true,
  min: 1,
  max: 1,
  choices: [
    choice('riz', 0, { available: false, is_default: true }),
    choice('attieke', 200, { is_default: true }),
    choice('alloco', 500),
  ],
};
const size: OptionGroup = {
  id: 'size',
  name: 'Taille',
  required: true,
  min: 1,
  max: 1,
  choices: [choice('petit', -1000), choice('grand', 1500)],
};
const extras: OptionGroup = {
  id: 'extras',
  name: 'Suppléments',
  required: false,
  min: 0,
  max: 3,
  choices: [choice('oeuf', 300), choice('piment', 0)],
};
const sauces: OptionGroup = {
  id: 'sauces',
  name: 'Sauces',
  required: true,
  min: 2,
  max: 2,
  choices: [choice('arachide', 0, { is_default: true }), choice('gombo', 100), choice('ademe', 100)],
};

describe('defaultChoiceIds', () => {
  it.each([
    { name: 'the defaults on today of each required group', groups: [side, extras], expected: ['attieke'] },
    { name: 'a required group without default takes its first choice', groups: [size], expected: ['petit'] },
    { name: 'defaults completed up to the minimum', groups: [sauces], expected: ['arachide', 'gombo'] },
    { name: 'an optional group takes none', groups: [extras], expected: [] },
  ])('$name', ({ groups, expected }) => {
    expect(defaultChoiceIds(groups)).toEqual(expected);
  });
});

describe('resolveOptions', () => {
  it.each([
    { name: 'nothing said: the defaults, priced', groups: [side, extras], ids: undefined, delta: 200 },
    { name: 'choices in any order', groups: [side, extras], ids: ['oeuf', 'alloco'], delta: 800 },
    {
      name: 'a choice repeated where the group takes several',
      groups: [side, extras],
      ids: ['alloco', 'oeuf', 'oeuf'],
      delta: 1100,
    },
    { name: 'a negative change', groups: [size], ids: ['petit'], delta: -1000 },
    { name: 'no groups, no choices', groups: [], ids: [], delta: 0 },
  ])('$name', ({ groups, ids, delta }) => {
    const resolved = resolveOptions(groups, ids);
    expect(resolved.ok && resolved.delta).toBe(delta);
  });

  it('returns the choices in their groups order, as sold', () => {
    const resolved = resolveOptions([side, extras], ['oeuf', 'alloco']);
    expect(resolved.ok && resolved.chosen).toEqual([
      { choice_id: 'alloco', group_id: 'side', group: 'Accompagnement', name: 'alloco', price_delta: 500 },
      { choice_id: 'oeuf', group_id: 'extras', group: 'Suppléments', name: 'oeuf', price_delta: 300 },
    ]);
  });

  it.each([
    {
      name: 'a required group left empty',
      groups: [side],
      ids: [],
      error: { code: 'OPTION_REQUIRED', group: 'Accompagnement' },
    },
    {
      name: 'two choices in a one-choice group',
      groups: [side],
      ids: ['attieke', 'alloco'],
      error: { code: 'OPTION_COUNT', group: 'Accompagnement', min: 1, max: 1 },
    },
    {
      name: 'a choice repeated in a one-choice group',
      groups: [side],
      ids: ['alloco', 'alloco'],
      error: { code: 'OPTION_COUNT', group: 'Accompagnement', min: 1, max: 1 },
    },
    {
      name: 'more than the maximum',
      groups: [side, extras],
      ids: ['alloco', 'oeuf', 'oeuf', 'oeuf', 'piment'],
      error: { code: 'OPTION_COUNT', group: 'Suppléments', min: 0, max: 3 },
    },
    {
      name: 'fewer than the minimum',
      groups: [sauces],
      ids: ['gombo'],
      error: { code: 'OPTION_COUNT', group: 'Sauces', min: 2, max: 2 },
    },
    {
      name: 'a choice off today',
      groups: [side],
      ids: ['riz'],
      error: { code: 'OPTION_UNAVAILABLE', choice: 'riz' },
    },
    {
      name: 'an unknown choice',
      groups: [side],
      ids: ['frites'],
      error: { code: 'OPTION_UNAVAILABLE', choice: null },
    },
    {
      name: 'a choice on a dish without groups',
      groups: [],
      ids: ['oeuf'],
      error: { code: 'OPTION_UNAVAILABLE', choice: null },
    },
  ])('refuses $name', ({ groups, ids, error }) => {
    expect(resolveOptions(groups, ids)).toEqual({ ok: false, error });
  });
});

describe('unitPriceWith', () => {
  it.each([
    [3000, 500, 3500],
    [3000, -1000, 2000],
    [800, -1000, 0],
  ])('%i with %i is %i', (price, delta, expected) => {
    expect(unitPriceWith(price, delta)).toBe(expected);
  });
});

describe('lineKey', () => {
  it.each([
    { name: 'a dish alone is its id', a: lineKey('d'), b: 'd', same: true },
    {
      name: 'choices in another order',
      a: lineKey('d', ['x', 'y']),
      b: lineKey('d', ['y', 'x']),
      same: true,
    },
    {
      name: 'a note trimmed',
      a: lineKey('d', ['x'], ' bien cuit '),
      b: lineKey('d', ['x'], 'bien cuit'),
      same: true,
    },
    { name: 'an empty note is none', a: lineKey('d', [], '  '), b: lineKey('d'), same: true },
    { name: 'other choices', a: lineKey('d', ['x']), b: lineKey('d', ['y']), same: false },
    { name: 'a choice twice', a: lineKey('d', ['x', 'x']), b: lineKey('d', ['x']), same: false },
    {
      name: 'another note',
      a: lineKey('d', ['x'], 'bien cuit'),
      b: lineKey('d', ['x'], 'sans oignon'),
      same: false,
    },
    { name: 'another dish', a: lineKey('d'), b: lineKey('e'), same: false },
  ])('$name', ({ a, b, same }) => {
    expect(a === b).toBe(same);
  });
});
