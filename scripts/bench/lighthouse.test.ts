import { describe, expect, it } from 'vitest';
import { summarise, type Audit } from './lighthouse';

const run = (performance: number, tbtMs: number, lcpMs: number, benchmarkIndex: number): Audit => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  seo: performance === 90 ? 92 : 100,
  tbtMs,
  lcpMs,
  benchmarkIndex,
});

describe('summarise', () => {
  it("keeps the median run's scores, the median of each figure and every run in turn", () => {
    const runs = [run(99, 80, 900, 2100), run(90, 400, 1200, 1800), run(95, 150, 1000, 2200)];
    const summary = summarise(runs);
    expect(summary.performance).toBe(95);
    expect(summary.seo).toBe(100);
    expect(summary.tbtMs).toBe(150);
    expect(summary.lcpMs).toBe(1000);
    expect(summary.benchmarkIndex).toBe(2100);
    expect(summary.runs).toEqual(runs);
  });

  it('refuses to sum up no run', () => {
    expect(() => summarise([])).toThrow(/no Lighthouse run/);
  });
});
