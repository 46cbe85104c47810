import { describe, expect, it } from 'vitest';
import { deName, portionLabels } from './french.js';

describe('French wording', () => {
  it.each([
    ['Fufu', 'de Fufu'],
    ['Salade de papaye', 'de Salade de papaye'],
    ['Ayimolou', "d'Ayimolou"],
    ['Éclair', "d'Éclair"],
    ['igname pilée', "d'igname pilée"],
  ])('%s -> %s', (name, expected) => {
    expect(deName(name)).toBe(expected);
  });

  it('names the quantity buttons with a portion, never "un Salade"', () => {
    expect(portionLabels('Salade de papaye')).toEqual({
      add: 'Ajouter une portion de Salade de papaye',
      remove: 'Retirer une portion de Salade de papaye',
    });
  });
});
