import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { afterResponse } from './after-response.js';

describe('afterResponse', () => {
  it('starts the work once the answer is out, and closing the app waits for it', async () => {
    const app = Fastify();
    const later = afterResponse(app);
    const events: string[] = [];
    let finish: () => void = () => undefined;
    app.get('/', async (_request, reply) => {
      reply.raw.once('finish', () => events.push('answer sent'));
      later(reply, 'test work', async () => {
        events.push('work started');
        await new Promise<void>((resolve) => (finish = resolve));
        events.push('work done');
      });
      events.push('answered');
      return { ok: true };
    });

    const res = await app.inject({ url: '/' });
    expect(res.json()).toEqual({ ok: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['answered', 'answer sent', 'work started']);

    const closed = app.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).not.toContain('closed');
    finish();
    await closed;
    expect(events).toEqual(['answered', 'answer sent', 'work started', 'work done', 'closed']);
  });

  it('logs a failure without touching the answer, and gives up waiting on close after the time limit', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    const later = afterResponse(app, { closeTimeoutMs: 50 });
    app.get('/fails', async (_request, reply) => {
      later(reply, 'failing work', async () => Promise.reject(new Error('smtp down')));
      return { ok: true };
    });
    app.get('/hangs', async (_request, reply) => {
      later(reply, 'hanging work', () => new Promise<void>(() => undefined));
      return { ok: true };
    });
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hangs' })).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })).toEqual([
      expect.objectContaining({
        msg: 'failing work failed',
        err: expect.objectContaining({ message: 'smtp down' }),
      }),
    ]);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
