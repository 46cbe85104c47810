import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@lome/shared';
import { formatOrderDate, matchesFilter, ORDER_FILTERS, type OrderFilter } from './order-filters';

describe('matchesFilter', () => {
  const expected: Record<OrderFilter, string[]> = {
    all: [...ORDER_STATUSES],
    pending: ['pending'],
    confirmed: ['confirmed'],
    preparation: ['preparation'],
    in_delivery: ['in_delivery'],
    delivered: ['delivered'],
    cancelled: ['cancelled'],
  };
  it.each(ORDER_FILTERS.map((f) => [f, expected[f]] as const))('%s lists %o', (filter, statuses) => {
    expect(ORDER_STATUSES.filter((s) => matchesFilter(s, filter))).toEqual(statuses);
  });

  it('puts every status under exactly one tab besides "all"', () => {
    for (const s of ORDER_STATUSES) {
      expect(ORDER_FILTERS.filter((f) => f !== 'all' && matchesFilter(s, f))).toHaveLength(1);
    }
  });
});

describe('formatOrderDate', () => {
  it('shows the date in French, in Lomé time', () => {
    // The separator between date and time differs between ICU versions; the parts do not.
    expect(formatOrderDate('2026-03-12T23:30:00.000Z')).toMatch(/^12 mars 2026\D+23:30$/);
  });
});
