import { describe, expect, it } from 'vitest';
import { formatFrenchDate } from './format-date';

describe('formatFrenchDate', () => {
  it.each([
    ['2026-11-12T10:00:00.000Z', '12 novembre 2026'],
    ['2026-01-01T00:30:00Z', '1 janvier 2026'],
    ['2025-08-15', '15 août 2025'],
    // Lomé is UTC+0: a late-evening UTC time stays on the same day.
    ['2026-03-31T23:59:00Z', '31 mars 2026'],
    ['pas une date', ''],
  ])('%s -> %s', (iso, expected) => {
    expect(formatFrenchDate(iso)).toBe(expected);
  });
});
