import fc from 'fast-check';
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

  // The server renders the blog's dates and the browser hydrates them: the written-out date must be Intl's, in Lomé.
  it('says what Intl says of any moment, in Lomé', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Lome',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatFrenchDate(date.toISOString())).toBe(intl.format(date));
        },
      ),
    );
  });
});
