export type PeriodicJob = { stop(): Promise<void> };

/**
 * Runs `run` at once, then again `intervalMs` after each run ends: runs never overlap, however long one takes,
 * and `stop` waits for the run in progress so a shutdown does not cut one in half.
 */
export function startPeriodic(run: () => Promise<unknown>, intervalMs: number): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = run().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
