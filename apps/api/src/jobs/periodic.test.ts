import { describe, expect, it } from 'vitest';
import { startPeriodic } from './periodic.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodic', () => {
  it('never overlaps a slow run, and stop waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    let finished = 0;
    const job = startPeriodic(async () => {
      most = Math.max(most, ++active);
      await sleep(30);
      active--;
      finished++;
    }, 1);
    await sleep(80);
    await job.stop();
    expect(most).toBe(1);
    expect(active).toBe(0);
    const after = finished;
    await sleep(40);
    expect(finished).toBe(after);
    expect(after).toBeGreaterThanOrEqual(2);
  });
});
