import { describe, expect, it } from 'vitest';
import { deliveryEstimateText } from './delivery-estimate';

const now = new Date('2026-11-26T12:40:00Z');

describe('deliveryEstimateText', () => {
  it.each([
    [{ estimatedAt: '2026-11-26T13:05:00Z' }, 'Livraison prévue vers 13h05 (dans 25 min)'],
    [
      { estimatedAt: '2026-11-27T12:30:00Z', scheduledFor: '2026-11-27T12:30:00Z' },
      'Livraison programmée demain à 12h30',
    ],
    [
      { estimatedAt: '2026-11-26T13:10:00Z', scheduledFor: '2026-11-26T13:00:00Z' },
      "Livraison programmée aujourd'hui à 13h00 · prévue vers 13h10 (dans 30 min)",
    ],
    [{ estimatedAt: null, scheduledFor: null }, null],
  ])('%o -> %s', (order, text) => {
    expect(deliveryEstimateText(order, now)).toBe(text);
  });
});
