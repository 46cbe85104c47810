import type { Outbox } from '../modules/events/events.service.js';

export type OutboxWorker = { stop(): Promise<void> };

/**
 * Drains the outbox every `intervalMs`: events written by a change whose own drain did not run (a crash right
 * after the commit, another process holding the lease, a consumption to retry) are consumed within seconds, and
 * a restart loses none. Runs never overlap; `stop` waits for the run in progress.
 */
export function startOutboxWorker(outbox: Outbox, intervalMs: number): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = outbox.drain().finally(() => {
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
