import { describe, expect, it } from 'vitest';
import { optionsWithPrices, parseChosenOptions, soldLineDetails, soldLineName } from './sold-line.js';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');
const riz = { name: 'Riz', price_delta: 0 };
const grand = { name: 'Grand', price_delta: 1_000 };
const petit = { name: 'Petit', price_delta: -500 };
const oeuf = { name: 'Œuf', price_delta: 200 };

describe('a sold line read back', () => {
  it.each([
    [[], ''],
    [[riz], 'Riz'],
    [[grand, riz], 'Grand (+1 000 FCFA), Riz'],
    [[petit], 'Petit (-500 FCFA)'],
    [[oeuf, oeuf], '2 × Œuf (+200 FCFA)'],
  ])('choices with their price changes: %j -> %s', (options, text) => {
    expect(nb(optionsWithPrices(options))).toBe(text);
  });

  it('details a line: its choices, then its note; nothing for a plain line', () => {
    expect(soldLineDetails({ options: [riz, grand], note: ' bien cuit ' }).map(nb)).toEqual([
      'Riz, Grand',
      'Note : « bien cuit »',
    ]);
    expect(soldLineDetails({ options: [grand] }, true).map(nb)).toEqual(['Grand (+1 000 FCFA)']);
    expect(soldLineDetails({ options: null, note: null })).toEqual([]);
    expect(soldLineDetails({ note: '   ' })).toEqual([]);
  });

  it('names a line on one line for a CSV cell', () => {
    expect(nb(soldLineName('Poulet', { options: [riz], note: 'bien cuit' }))).toBe(
      'Poulet (Riz · note : « bien cuit »)',
    );
    expect(soldLineName('Poulet', { note: 'sans oignon' })).toBe('Poulet (note : «\u00a0sans oignon\u00a0»)');
    expect(soldLineName('Poulet', {})).toBe('Poulet');
  });

  it('reads stored choices, anything unreadable as none', () => {
    const stored = JSON.stringify([
      { choice_id: 'c1', group_id: 'g1', group: 'Taille', name: 'Grand', price_delta: 1000 },
    ]);
    expect(parseChosenOptions(stored)).toEqual([
      { choice_id: 'c1', group_id: 'g1', group: 'Taille', name: 'Grand', price_delta: 1000 },
    ]);
    expect(parseChosenOptions(null)).toEqual([]);
    expect(parseChosenOptions('not json')).toEqual([]);
    expect(parseChosenOptions('{"a":1}')).toEqual([]);
    expect(parseChosenOptions('[null, 3]')).toEqual([]);
  });
});
