import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

// A reference for routes that read the database: bare Fastify plus one prepared SQLite read of the order named in
// the URL (primary key lookup, the cheapest read there is), then the recorded bytes of the real endpoint. How far
// it falls below the bare route is what one database read costs on this machine, before any code of ours runs.
// An order it does not find answers 404, which the bench refuses (throughput.ts, `compareWithReference`).
const recorded = JSON.parse(fs.readFileSync(process.env.BENCH_RESPONSE_FILE!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(recorded.body, 'base64');
const db = new SQLite(process.env.BENCH_DB_FILE!, { fileMustExist: true });
db.pragma('journal_mode = WAL');
const read = db.prepare('SELECT status FROM orders WHERE id = ?');

const app = Fastify({ logger: false });
// Answers once listening, whatever the database holds: the bench checks the answer for the real URL itself.
app.get('/ready', (_request, reply) => reply.send('ok'));
// The order's id is the segment after /orders/, as in `/api/orders/{id}/status`; a query string is no part of it.
app.get('/*', (request, reply) => {
  const segments = request.url.split('?', 1)[0]!.split('/');
  const id = segments[segments.indexOf('orders') + 1] ?? '';
  if (!read.get(id)) return reply.status(404).send();
  return reply.headers(recorded.headers).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
