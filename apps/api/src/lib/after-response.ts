import type { FastifyInstance, FastifyReply } from 'fastify';

export type AfterResponse = (reply: FastifyReply, label: string, task: () => Promise<void>) => void;

/**
 * Runs work once the answer has gone (e-mails above all), so how long a caller waits, and what the wait could
 * tell about an account, does not depend on it. A failure is logged, never the caller's. Closing the app waits
 * for what is still running, up to `closeTimeoutMs`, so a graceful shutdown does not cut an e-mail in half.
 */
export function afterResponse(app: FastifyInstance, { closeTimeoutMs = 5000 } = {}): AfterResponse {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    if (running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, closeTimeoutMs)));
    await Promise.race([Promise.allSettled([...running]), timeout]);
    clearTimeout(timer);
  });

  return (reply, label, task) => {
    // 'close' follows the end of the answer, and also comes when the caller hung up first.
    reply.raw.once('close', () => {
      const run = task().catch((err: unknown) => reply.log.error({ err }, `${label} failed`));
      running.add(run);
      void run.finally(() => running.delete(run));
    });
  };
}
