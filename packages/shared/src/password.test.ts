import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password.js';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'danger', 'Faible'],
    ['abc', 20, 'danger', 'Faible'],
    ['abcdefgh', 40, 'warning', 'Moyen'],
    ['ABC123', 40, 'warning', 'Moyen'],
    ['Abcdefgh', 60, 'warning', 'Moyen'],
    ['Abcdefg1', 80, 'success', 'Fort'],
    ['Ab1!', 80, 'success', 'Fort'],
    ['Abcdefg1!', 100, 'success', 'Fort'],
    ['é!', 20, 'danger', 'Faible'],
    ['12345678', 40, 'warning', 'Moyen'],
  ])('%j scores %i (%s, %s)', (password, score, color, label) => {
    expect(passwordStrength(password)).toEqual({ score, color, label });
  });
});
