import { describe, expect, it } from 'vitest';
import { localSpellingsOf } from './dish-spellings.js';

describe('localSpellingsOf', () => {
  it.each([
    { text: 'Fufu sauce arachide', has: 'foufou', lacks: 'aloko' },
    { text: 'Attiéké poisson braisé', has: 'atieke', lacks: 'foufou' },
    { text: 'Alloco', has: 'aloko', lacks: 'atieke' },
    { text: 'Koklo méme', has: 'poulet braise', lacks: 'bissap' },
    { text: 'Bissap', has: 'jus de bissap', lacks: 'koklo' },
    { text: 'Capitaine braisé, alloco en accompagnement', has: 'aloko', lacks: 'poulet braise' },
  ])('$text has $has, not $lacks', ({ text, has, lacks }) => {
    const spellings = localSpellingsOf(text);
    expect(spellings).toContain(has);
    expect(spellings).not.toContain(lacks);
  });

  it('matches whole words only', () => {
    expect(localSpellingsOf('Kom et poisson frit')).toBe('');
    expect(localSpellingsOf('Fufuland')).toBe('');
  });
});
