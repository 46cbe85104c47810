import os from 'node:os';
import { chromiumVersion } from './browser';

/** What the bench found: the rows with a bar (they decide the exit code), the latency table and the notes. */
export type Verdict = 'PASS' | 'FAIL' | 'SKIP' | 'info';
// Bars decide the exit code. A row without a bar says so in its bar column ('none: ...') and is never FAIL.
export type Row = { check: string; value: string; bar: string; verdict: Verdict };
export const bars: Row[] = [];
export const latencies: string[][] = [];
export const notes: string[] = [];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const pass = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');

export function printTable(title: string, table: string[][]) {
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  console.log(`\n${title}`);
  for (const r of table)
    console.log('  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
}

// Read once: every Lighthouse and trace figure is printed with the browser that gave it.
let chromium = '';
export const browserVersion = () => (chromium ||= chromiumVersion());
// The machine's load average (1, 5 and 15 minutes) when a measurement starts and ends: on two cores any other work
// stretches the page's tasks, and Lighthouse multiplies their wall time.
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
