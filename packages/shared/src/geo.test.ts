import { describe, expect, it } from 'vitest';
import { distanceMeters } from './geo.js';

const lome = { lat: 6.1319, lng: 1.2228 };

describe('distanceMeters', () => {
  it('is 0 for the same point', () => {
    expect(distanceMeters(lome, lome)).toBe(0);
  });

  it.each([
    // One degree of latitude is about 111.2 km everywhere.
    [{ lat: 7.1319, lng: 1.2228 }, 111_195, 50],
    // Lomé to Aného, about 41 km along the coast.
    [{ lat: 6.228, lng: 1.5919 }, 42_300, 1_000],
    // Lomé to Accra, about 177 km.
    [{ lat: 5.6037, lng: -0.187 }, 167_000, 3_000],
  ])('to %o is about %i m', (to, expected, tolerance) => {
    expect(Math.abs(distanceMeters(lome, to) - expected)).toBeLessThan(tolerance);
  });

  it('is symmetric', () => {
    const b = { lat: 6.2, lng: 1.3 };
    expect(distanceMeters(lome, b)).toBeCloseTo(distanceMeters(b, lome), 6);
  });
});
